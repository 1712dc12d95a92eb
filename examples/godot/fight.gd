# Plays one fight through the engine in a Godot 4 web export: the HTML shell loads the engine and the glue
# (window.gme); this script calls it with JSON strings through JavaScriptBridge.
extends Node

@export_file("*.json") var ruleset_path := "res://ruleset.json"
@export_file("*.json") var party_path := "res://party.json"   # for encounters that name no party
@export var encounter := "ambush"
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
		var party = JSON.parse_string(FileAccess.get_file_as_string(party_path))
		_take(gme.start(JSON.stringify({"encounter": encounter, "seed": seed, "party": party})))
		return
	if answer.has("error") or answer.get("outcome") != null:
		print("fight over: ", answer.get("outcome", answer.get("error")))
		set_process(false)
		return
	# One party choice a frame: strike the first target offered, else end the turn (or pass a reaction).
	var choice := {"option": "end"}
	for option in answer["options"]:
		if option["id"] == "pass":
			choice = {"option": "pass"}
		if option.has("targets") and not option["targets"]["candidates"].is_empty():
			choice = {"option": option["id"], "targets": [option["targets"]["candidates"][0]]}
			break
	_take(gme.choose(gme.stateOf(answer_json), JSON.stringify(choice)))


func _take(json: String) -> void:
	answer_json = json
	answer = JSON.parse_string(json)
	for event in answer.get("events", []):
		print(event)
