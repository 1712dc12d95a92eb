// C# side of the Unity WebGL sample: the .jslib functions, and a small wrapper that waits for the engine.
// Every call takes and returns JSON text; parse it with JsonUtility or Newtonsoft as your game prefers.
// The .jslib exists only in a WebGL player build: in the Editor and on other platforms the wrapper answers
// with an error instead of calling a function that is not there.
using System.Collections;
#if UNITY_WEBGL && !UNITY_EDITOR
using System.Runtime.InteropServices;
#endif
using UnityEngine;

public static class GamemodeEngine
{
#if UNITY_WEBGL && !UNITY_EDITOR
    [DllImport("__Internal")] private static extern void GME_Init(string rulesetJson);
    [DllImport("__Internal")] private static extern string GME_Status();
    [DllImport("__Internal")] private static extern string GME_Start(string requestJson);
    [DllImport("__Internal")] private static extern string GME_StateOf(string answerJson);
    [DllImport("__Internal")] private static extern string GME_Choose(string stateJson, string choiceJson);
    [DllImport("__Internal")] private static extern string GME_Direct(string stateJson);
#else
    private const string Unavailable = "gamemode-engine runs in a WebGL player build only";
    private const string UnavailableJson = "{\"error\":\"" + Unavailable + "\"}";
    private static void GME_Init(string rulesetJson) { }
    private static string GME_Status() => "error: " + Unavailable;
    private static string GME_Start(string requestJson) => UnavailableJson;
    private static string GME_StateOf(string answerJson) => UnavailableJson;
    private static string GME_Choose(string stateJson, string choiceJson) => UnavailableJson;
    private static string GME_Direct(string stateJson) => UnavailableJson;
#endif

    /// "loading", "ready", or "error: ..." (the wasm compiles asynchronously after Init).
    public static string Status => GME_Status();

    /// Starts the engine with a ruleset and waits until it is ready; poll-based so it works in any coroutine.
    public static IEnumerator Init(string rulesetJson)
    {
        GME_Init(rulesetJson);
        while (Status == "loading") yield return null;
        if (Status != "ready") Debug.LogError("gamemode-engine: " + Status);
    }

    /// {"encounter": "...", "seed": 1, "party": [...]} → {"state", "events", "options", "outcome"} or {"error"}.
    public static string Start(string requestJson) => GME_Start(requestJson);

    /// The "state" of an answer as JSON text, to send back with the next choice ({"error"} for a rejection).
    public static string StateOf(string answerJson) => GME_StateOf(answerJson);

    /// The state from the last answer and a choice → the next answer, or {"rejected": {code, path, message}}
    /// when the engine refuses the choice (nothing changed: keep the state you sent).
    public static string Choose(string stateJson, string choiceJson) => GME_Choose(stateJson, choiceJson);

    /// The director's choice for whoever acts in a state, as choice JSON for Choose (or {"error"} once it is over).
    public static string Direct(string stateJson) => GME_Direct(stateJson);
}
