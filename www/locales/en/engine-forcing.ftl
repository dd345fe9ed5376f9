# The engine's words (engine-forcing.ftl, src/text): the reasoning of forcing chains and nets, contradictions and the exhaustive last resort.
# English is built in; each language has this file with the same messages (tests/text.rs).
