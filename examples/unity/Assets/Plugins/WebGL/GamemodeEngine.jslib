// Unity WebGL bridge to the engine: each function takes and returns strings through the glue (window.gme,
// from gme-glue.js, loaded with the IIFE by the WebGL template). ES5, as Unity's jslib pipeline expects.
// Strings come in as pointers into the heap (UTF8ToString) and go out as heap strings made the way Unity's
// manual shows, which every Unity version's Emscripten has (lengthBytesUTF8, _malloc, stringToUTF8; older ones
// lack stringToNewUTF8). The C# marshaller copies a returned string into a managed string and frees its buffer.
mergeInto(LibraryManager.library, {
  GME_Init: function (rulesetJson) {
    window.gme.init(UTF8ToString(rulesetJson));
  },

  GME_Status: function () {
    var text = window.gme.status();
    var size = lengthBytesUTF8(text) + 1;
    var buffer = _malloc(size);
    stringToUTF8(text, buffer, size);
    return buffer;
  },

  GME_Start: function (requestJson) {
    var text = window.gme.start(UTF8ToString(requestJson));
    var size = lengthBytesUTF8(text) + 1;
    var buffer = _malloc(size);
    stringToUTF8(text, buffer, size);
    return buffer;
  },

  GME_StateOf: function (answerJson) {
    var text = window.gme.stateOf(UTF8ToString(answerJson));
    var size = lengthBytesUTF8(text) + 1;
    var buffer = _malloc(size);
    stringToUTF8(text, buffer, size);
    return buffer;
  },

  GME_Choose: function (stateJson, choiceJson) {
    var text = window.gme.choose(UTF8ToString(stateJson), UTF8ToString(choiceJson));
    var size = lengthBytesUTF8(text) + 1;
    var buffer = _malloc(size);
    stringToUTF8(text, buffer, size);
    return buffer;
  },

  GME_Direct: function (stateJson) {
    var text = window.gme.direct(UTF8ToString(stateJson));
    var size = lengthBytesUTF8(text) + 1;
    var buffer = _malloc(size);
    stringToUTF8(text, buffer, size);
    return buffer;
  },
});
