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

    // JsonUtility fills what it finds: a missing "rejected" leaves a Rejection with an empty code.
    [System.Serializable] private class Rejection { public string code; public string message; }
    [System.Serializable] private class Answer { public string outcome; public string error; public Rejection rejected; }

    private const int MaxRefusals = 10;

    private IEnumerator Start()
    {
        yield return GamemodeEngine.Init(ruleset.text);
        if (GamemodeEngine.Status != "ready") yield break;
        string party = string.IsNullOrEmpty(partyJson) ? "" : ",\"party\":" + partyJson;
        string answer = GamemodeEngine.Start("{\"encounter\":\"" + encounter + "\",\"seed\":" + seed + party + "}");
        string state = null;
        int refusals = 0;
        for (int i = 0; i < 500; i++)
        {
            Debug.Log(answer);
            Answer a = JsonUtility.FromJson<Answer>(answer);
            if (!string.IsNullOrEmpty(a.error) || !string.IsNullOrEmpty(a.outcome)) yield break;
            if (a.rejected != null && !string.IsNullOrEmpty(a.rejected.code))
            {
                // Refused, nothing changed: keep the last state and choose again (a game asks its player again).
                Debug.LogWarning("gamemode-engine refused the choice: " + a.rejected.code + " " + a.rejected.message);
                if (++refusals >= MaxRefusals || state == null) yield break;
            }
            else
            {
                refusals = 0;
                state = GamemodeEngine.StateOf(answer);
            }
            answer = GamemodeEngine.Choose(state, GamemodeEngine.Direct(state));
            yield return null;
        }
    }
}
