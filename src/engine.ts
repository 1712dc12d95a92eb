// The engine with every capability package it ships, installed as the default (the composition root).
import "./capabilities/index.js";

export { createEngine, type Engine, type EngineOptions } from "./create-engine.js";
