// A MonoBehaviour that plays one fight as an auto-battle: start the engine and the encounter, then let the
// director choose for the party too (a game puts the player's pick in its place), logging each answer.
using System.Collections;
using UnityEngine;

public class FightDemo : MonoBehaviour
{
    public TextAsset ruleset;      // the ruleset JSON, or { ruleset, characters } (e.g. srd5e.json)
    public string encounter = "goblin-ambush";
    public int seed = 1;
    [TextArea] public string partyJson = "";   // party sheets, only for encounters that name none

    [System.Serializable] private class Answer { public string outcome; public string error; }

    private IEnumerator Start()
    {
        yield return GamemodeEngine.Init(ruleset.text);
        string party = string.IsNullOrEmpty(partyJson) ? "" : ",\"party\":" + partyJson;
        string answer = GamemodeEngine.Start("{\"encounter\":\"" + encounter + "\",\"seed\":" + seed + party + "}");
        for (int i = 0; i < 500; i++)
        {
            Debug.Log(answer);
            Answer a = JsonUtility.FromJson<Answer>(answer);
            if (!string.IsNullOrEmpty(a.error) || !string.IsNullOrEmpty(a.outcome)) yield break;
            string state = GamemodeEngine.StateOf(answer);
            answer = GamemodeEngine.Choose(state, GamemodeEngine.Direct(state));
            yield return null;
        }
    }
}
