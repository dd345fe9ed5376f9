# The engine's words (engine-killer.ftl, src/text): the reasoning of Killer's techniques (cage combinations, the 45 rule, cage interaction, cage splitting) and of the rules with totals (arrows, little killers, sandwiches), with those rules' own words.
# English is built in; each language has this file with the same messages (tests/text.rs).
