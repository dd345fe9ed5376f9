# The engine's words (engine-binary.ftl, src/text): the reasoning of the binary puzzles' and Tango's techniques.
# English is built in; each language has this file with the same messages (tests/text.rs).
