# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# English is built in; each language has this file with the same messages (tests/text.rs).
