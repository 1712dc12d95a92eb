// Unity WebGL bridge to the engine: each function takes and returns strings through the glue (window.gme,
// from gme-glue.js, loaded with the IIFE by the WebGL template). ES5, as Unity's jslib pipeline expects.
// Strings come in as pointers into the wasm heap (UTF8ToString) and go out as new heap strings
// (stringToNewUTF8), which the C# marshaller frees after copying them into a managed string.
mergeInto(LibraryManager.library, {
  GME_Init: function (rulesetJson) {
    window.gme.init(UTF8ToString(rulesetJson));
  },

  GME_Status: function () {
    return stringToNewUTF8(window.gme.status());
  },

  GME_Start: function (requestJson) {
    return stringToNewUTF8(window.gme.start(UTF8ToString(requestJson)));
  },

  GME_StateOf: function (answerJson) {
    return stringToNewUTF8(window.gme.stateOf(UTF8ToString(answerJson)));
  },

  GME_Choose: function (stateJson, choiceJson) {
    return stringToNewUTF8(window.gme.choose(UTF8ToString(stateJson), UTF8ToString(choiceJson)));
  },

  GME_Direct: function (stateJson) {
    return stringToNewUTF8(window.gme.direct(UTF8ToString(stateJson)));
  },
});
