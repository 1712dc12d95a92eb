# Plays one fight through the engine in a Godot 4 web export: the HTML shell loads the engine and the glue
# (window.gme); this script calls it with JSON strings through JavaScriptBridge.
extends Node

@export_file("*.json") var ruleset_path := "res://srd5e.json"   # a ruleset, or { ruleset, characters }
@export_file("*.json") var party_path := "res://party.json"   # only for encounters that name no party
@export var encounter := "goblin-ambush"
@export var seed := 1

var gme: JavaScriptObject
var answer := {}
var answer_json := ""


func _ready() -> void:
	if not OS.has_feature("web"):
		push_warning("gamemode-engine runs in the web export only")
		set_process(false)
		return
	gme = JavaScriptBridge.get_interface("gme")
	# The engine compiles its wasm asynchronously: start it here, wait for "ready" in _process.
	gme.init(FileAccess.get_file_as_string(ruleset_path))


func _process(_delta: float) -> void:
	if answer.is_empty():
		var status: String = gme.status()
		if status == "loading":
			return
		if status != "ready":
			push_error("gamemode-engine: " + status)
			set_process(false)
			return
		var request := {"encounter": encounter, "seed": seed}
		if FileAccess.file_exists(party_path):
			request["party"] = JSON.parse_string(FileAccess.get_file_as_string(party_path))
		_take(gme.start(JSON.stringify(request)))
		return
	if answer.has("error") or answer.get("outcome") != null:
		print("fight over: ", answer.get("outcome", answer.get("error")))
		set_process(false)
		return
	# One party choice a frame, asked of the director (an auto-battle); a game puts the player's pick here.
	var state_json: String = gme.stateOf(answer_json)
	_take(gme.choose(state_json, gme.direct(state_json)))


func _take(json: String) -> void:
	answer_json = json
	answer = JSON.parse_string(json)
	for event in answer.get("events", []):
		print(event)
