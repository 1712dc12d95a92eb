# Plays one fight through the engine in a Godot 4 web export: the HTML shell loads the engine and the glue
# (window.gme); this script calls it with JSON strings through JavaScriptBridge.
extends Node

@export_file("*.json") var ruleset_path := "res://srd5e.json"   # a ruleset, or { ruleset, characters }
@export_file("*.json") var party_path := "res://party.json"   # only for encounters that name no party
@export var encounter := "goblin-ambush"
# Not `seed`: a member of that name would shadow the global seed() function.
@export var fight_seed := 1

# A refused choice changes nothing; after this many in a row the sample gives up rather than loop.
const MAX_REFUSALS := 10

var gme: JavaScriptObject
var started := false
# The state of the last answer that had one, sent back with each choice.
var state_json := ""
var refusals := 0


func _ready() -> void:
	if not OS.has_feature("web"):
		push_warning("gamemode-engine runs in the web export only")
		set_process(false)
		return
	gme = JavaScriptBridge.get_interface("gme")
	# The engine compiles its wasm asynchronously: start it here, wait for "ready" in _process.
	gme.init(FileAccess.get_file_as_string(ruleset_path))


func _process(_delta: float) -> void:
	if not started:
		var status: String = gme.status()
		if status == "loading":
			return
		if status != "ready":
			_stop("gamemode-engine: " + status)
			return
		var request := {"encounter": encounter, "seed": fight_seed}
		if FileAccess.file_exists(party_path):
			# Untyped on purpose: JSON.parse_string gives null for text that is not JSON.
			var party = JSON.parse_string(FileAccess.get_file_as_string(party_path))
			if not (party is Array):
				_stop("gamemode-engine: %s is not a JSON list of sheets" % party_path)
				return
			request["party"] = party
		started = true
		_take(gme.start(JSON.stringify(request)))
		return
	# One party choice a frame, asked of the director (an auto-battle); a game puts the player's pick here.
	var choice: String = gme.direct(state_json)
	_take(gme.choose(state_json, choice))


# An answer is JSON text: a fight { state, events, options, outcome }, { rejected } or { error }.
func _take(json: String) -> void:
	var parsed = JSON.parse_string(json)
	if not (parsed is Dictionary):
		_stop("gamemode-engine: not a JSON answer: " + json.left(200))
		return
	var answer: Dictionary = parsed
	if answer.has("error"):
		_stop("gamemode-engine: " + str(answer["error"]))
		return
	if answer.has("rejected"):
		# The engine refused the choice and nothing changed: keep the last state and choose again.
		refusals += 1
		push_warning("gamemode-engine refused the choice: " + str(answer["rejected"]))
		if refusals >= MAX_REFUSALS:
			_stop("gamemode-engine: %d choices refused in a row" % refusals)
		return
	refusals = 0
	state_json = gme.stateOf(json)
	for event in answer.get("events", []):
		print(event)
	if answer.get("outcome") != null:
		print("fight over: ", answer["outcome"])
		set_process(false)


func _stop(message: String) -> void:
	push_error(message)
	set_process(false)
