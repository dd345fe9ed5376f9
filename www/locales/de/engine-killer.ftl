# The engine's words (engine-killer.ftl, src/text): the reasoning of Killer's techniques (cage combinations, the 45 rule, cage interaction, cage splitting) and of the rules with totals (arrows, little killers, sandwiches), with those rules' own words.
# The same messages as www/locales/en/engine-killer.ftl, in this language.
