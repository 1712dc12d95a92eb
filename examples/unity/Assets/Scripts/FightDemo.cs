// A MonoBehaviour that plays one fight for the party: start the engine and the encounter, then strike the
// first target any option offers, else end the turn (or pass a reaction), logging each answer.
using System.Collections;
using UnityEngine;

public class FightDemo : MonoBehaviour
{
    public TextAsset ruleset;      // the ruleset JSON (e.g. srd5e.json)
    public string encounter = "ambush";
    public int seed = 1;
    [TextArea] public string partyJson = "[]";   // party sheets, for encounters that name none

    [System.Serializable] private class Answer { public Option[] options; public string outcome; public string error; }
    [System.Serializable] private class Option { public string id; public Targets targets; }
    [System.Serializable] private class Targets { public string[] candidates; }

    private IEnumerator Start()
    {
        yield return GamemodeEngine.Init(ruleset.text);
        string answer = GamemodeEngine.Start(
            "{\"encounter\":\"" + encounter + "\",\"seed\":" + seed + ",\"party\":" + partyJson + "}");
        for (int i = 0; i < 500; i++)
        {
            Debug.Log(answer);
            Answer a = JsonUtility.FromJson<Answer>(answer);
            if (!string.IsNullOrEmpty(a.error) || !string.IsNullOrEmpty(a.outcome)) yield break;
            answer = GamemodeEngine.Choose(GamemodeEngine.StateOf(answer), ChoiceFrom(a.options));
            yield return null;
        }
    }

    private static string ChoiceFrom(Option[] options)
    {
        string wait = "end";
        foreach (Option o in options)
        {
            if (o.id == "pass") wait = "pass";
            if (o.targets != null && o.targets.candidates != null && o.targets.candidates.Length > 0)
                return "{\"option\":\"" + o.id + "\",\"targets\":[\"" + o.targets.candidates[0] + "\"]}";
        }
        return "{\"option\":\"" + wait + "\"}";
    }
}
