// biome-ignore-all lint/complexity/useArrowFunction: ES5 on purpose, so older WebGL build pipelines can inline it.
// String-in, string-out functions over the GamemodeEngine global (dist/gamemode-engine.iife.js) for hosts that
// can only pass strings: Godot's JavaScriptBridge and Unity's .jslib. Load the IIFE first, then this file.
// createEngine is asynchronous (it compiles the wasm), so init() starts it and the host polls status() for
// "ready" (or passes a callback). Every other answer is a JSON string: the fight, { rejected }, or { error }.
// The director (GamemodeEngine.direct) plays the enemy side, and direct() asks it for any side's choice.
(function (root) {
  // Enough for any real fight; a loop past it means a broken policy, not a long fight.
  var MAX_ENEMY_CHOICES = 2000;
  var engine = null;
  var ruleset = null;
  // Ready-made sheets the encounters may name by id (a merged { ruleset, characters } file carries them).
  var characters = [];
  var failure = null;

  function messageOf(e) {
    return e instanceof Error ? e.message : String(e);
  }

  function enemiesPlay(fight) {
    var i;
    var who;
    for (i = 0; i < MAX_ENEMY_CHOICES && !fight.over; i++) {
      who = fight.whoActs;
      if (who === undefined || fight.state.combatants[who].side === "party") break;
      fight = fight.choose(root.GamemodeEngine.direct(ruleset, fight.state));
    }
    return fight;
  }

  function answer(fight) {
    return JSON.stringify({
      state: fight.state,
      events: fight.log,
      options: fight.options(),
      outcome: fight.state.outcome,
    });
  }

  function guarded(work) {
    try {
      if (!engine)
        return JSON.stringify({ error: failure || "not ready: call gme.init and wait for status() 'ready'" });
      return work();
    } catch (e) {
      return JSON.stringify({ error: messageOf(e) });
    }
  }

  function byId(id) {
    return function (e) {
      return e.id === id;
    };
  }

  function sheetOf(p) {
    var found;
    if (typeof p !== "string") return p;
    found = characters.filter(byId(p))[0];
    if (!found) throw new Error("the encounter names " + p + ", which this ruleset has no sheet for");
    return found;
  }

  function start(requestJson) {
    var req = JSON.parse(requestJson);
    var encounter = (ruleset.encounters || []).filter(byId(req.encounter))[0];
    if (!encounter) return JSON.stringify({ error: "no encounter " + JSON.stringify(req.encounter) });
    var fight = engine.startCombat(ruleset, {
      party: req.party || (encounter.party || []).map(sheetOf),
      enemies: encounter.enemies,
      board: encounter.board,
      scene: encounter.scene,
      seed: req.seed,
    });
    return answer(enemiesPlay(fight));
  }

  function choose(stateJson, choiceJson) {
    var next = engine.resume(ruleset, JSON.parse(stateJson)).choose(JSON.parse(choiceJson));
    if (next.rejected) return JSON.stringify({ rejected: next.rejected });
    return answer(enemiesPlay(next));
  }

  function direct(stateJson) {
    var fight = engine.resume(ruleset, JSON.parse(stateJson));
    if (fight.over) return JSON.stringify({ error: "the fight is over: no one has a choice to make" });
    return JSON.stringify(root.GamemodeEngine.direct(ruleset, fight.state));
  }

  function status() {
    if (failure) return "error: " + failure;
    return engine ? "ready" : "loading";
  }

  /**
   * Starts the engine with a ruleset (JSON text: a ruleset, or { ruleset, characters }); onReady(status) is
   * called once it is "ready" or failed.
   */
  function init(rulesetJson, onReady) {
    var parsed;
    function done() {
      if (typeof onReady === "function") onReady(status());
    }
    try {
      parsed = JSON.parse(rulesetJson);
      ruleset = parsed.ruleset || parsed;
      characters = parsed.ruleset ? parsed.characters || [] : [];
    } catch (e) {
      failure = "the ruleset is not JSON: " + messageOf(e);
      done();
      return;
    }
    function ready(created) {
      engine = created;
      done();
    }
    function failed(e) {
      failure = messageOf(e);
      done();
    }
    root.GamemodeEngine.createEngine().then(ready, failed);
  }

  root.gme = {
    init: init,
    /** "loading", "ready", or "error: <why>". */
    status: status,
    /** { encounter, seed, party? } → the fight after the enemies' first moves. */
    start: function (requestJson) {
      return guarded(function () {
        return start(requestJson);
      });
    },
    /**
     * The state of an answer, as JSON text, for hosts that cannot take JSON apart themselves. A { rejected } or
     * { error } answer has none: the host keeps the state it sent (a refusal changes nothing).
     */
    stateOf: function (answerJson) {
      return guarded(function () {
        var parsed = JSON.parse(answerJson);
        if (!parsed || parsed.state === undefined) {
          return JSON.stringify({ error: "this answer has no state (a rejection or an error): keep the last state" });
        }
        return JSON.stringify(parsed.state);
      });
    },
    /** A party choice on a state the host kept → the fight after it and the enemies' answers, or { rejected }. */
    choose: function (stateJson, choiceJson) {
      return guarded(function () {
        return choose(stateJson, choiceJson);
      });
    },
    /** The director's choice for whoever acts in a state, as JSON text to pass to choose, or { error }. */
    direct: function (stateJson) {
      return guarded(function () {
        return direct(stateJson);
      });
    },
  };
})(typeof window !== "undefined" ? window : globalThis);
