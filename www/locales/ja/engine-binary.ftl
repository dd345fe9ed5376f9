# The engine's words (engine-binary.ftl, src/text): the reasoning of the binary puzzles' and Tango's techniques.
# The same messages as www/locales/en/engine-binary.ftl, in this language.

## 記号（$symbol、$other: zero、one、sun、moon。形は英語のファイルの説明を参照）
binary-symbol = { $symbol ->
    [zero] 0
    [one] 1
    [sun] 太陽
   *[moon] 月
}
binary-symbol-a = { binary-symbol }
binary-symbol-an = { binary-symbol }
binary-symbols = { binary-symbol }
binary-symbols-counted = { binary-symbols }
binary-other = { $other ->
    [zero] 0
    [one] 1
    [sun] 太陽
   *[moon] 月
}
binary-other-a = { binary-other }
binary-others = { binary-other }
binary-count = { binary-symbol }が{ $count }個
binary-more = { binary-symbol }があと{ $count }個
binary-forced-both = { $zeros }、{ $ones }
# Same as English
binary-placed = { $cell } = { binary-symbol }
binary-forced = { $cells }は{ binary-symbol }

## テクニックの理由
binary-balance-completion = { $line }にはすでに{ $have }あるので、{ $cells }は{ binary-other }です
binary-last-cell = { $cell }は{ $line }で唯一の空きマスで、{ $line }にはまだ{ binary-symbol }が1つ必要なので、{ binary-symbol }です
binary-pair = { $pair }はどちらも{ binary-symbol }なので、{ $cells }は{ binary-other }です
binary-sandwich = { $pair }はどちらも{ binary-symbol }なので、その間の{ $cell }は{ binary-other }です
binary-line-elimination = { $line }にはまだ{ $needs }必要です。3つ続かない置き方はどれも、{ $forced }になります
binary-line-elimination-signs = { $line }にはまだ{ $needs }必要です。3つ続かず記号も守る置き方はどれも、{ $forced }になります
binary-duplicate-line-elimination = { $line }にはまだ{ $needs }必要です。ルールを守り{ $copies }と同じにならない埋め方はどれも、{ $forced }になります
binary-last-of-a-kind = { $line }に必要な{ binary-symbol }はあと1つだけです。それは{ $places }に入ります。そうでないと{ $windows }で{ binary-other }が3つ続いてしまいます。よって{ $cells }は{ binary-other }です
binary-duplicate-guard = { $line }にはまだ0と1が1つずつ必要で、入るのは{ $cells }です。{ $first } = { $first_copied }、{ $second } = { $second_copied }とすると{ $copy }と同じになるので、{ $first }は{ $first_is }、{ $second }は{ $second_is }です
binary-sign-rule-equal = { $to } = { $from }で、{ $from }は{ binary-symbol }なので、{ $to }は{ binary-other }です
binary-sign-rule-cross = { $to } × { $from }で、{ $from }は{ binary-symbol }なので、{ $to }は{ binary-other }です
binary-sign-pair = =は{ $pair }が同じ記号であることを示します。{ $cell }が{ binary-symbol }なので、その隣に{ binary-symbol }が2つ増えると3つ続いてしまいます。よって両方とも{ binary-other }です
binary-sign-balance = { $line }には{ $half }個のうち{ $have }あり、あと{ $more }個必要です。{ $why }ので、{ $cells }は{ binary-other }です
binary-cross-between = { $cells }の間の×
binary-sign-balance-cross = { $crosses }では、2つのマスのうち1つが{ binary-symbol }になる
binary-sign-balance-equal = { $cells }の間の=はそこに{ binary-symbol }を2つ置くことになる

## 連鎖
binary-chain-if = { $cell } = { binary-symbol }とすると
# Same as English
binary-chain-then = → { $cell } = { binary-symbol }
binary-chain-then-why = → { $cell } = { binary-symbol }（{ $why }）
binary-chain-broken = → { $reason }。
binary-rule-equal = { $cell }との=
binary-rule-cross = { $cell }との×
binary-rule-pair = { $line }のペア
binary-rule-sandwich = { $line }のはさみ
binary-rule-balance = { $line }には{ $have }ある
binary-rule-only-way = { $line }を埋める唯一の方法
binary-chain-step = { $cell } = { binary-symbol }（{ $line }）
binary-chain-more = …ほか{ $count }個
binary-broken-triple = { $line }で{ binary-symbol }が3つ続いてしまう（{ $cells }）
binary-broken-count = { $line }に{ $have }入ってしまう（入るのは{ $half }個だけ）
binary-broken-sign = { $cells }の間の{ $sign }が守られない
binary-broken-copy = { $line }が{ $copy }と同じになってしまう
binary-broken-stuck = { $line }はルールを破らずには埋められない
binary-contradiction-so = よって{ $cell }は{ binary-other }です
binary-lookahead-both = { $cell }が{ $zero }でも{ $one }でも、行と列のルールにより{ $placed }となります。よってこれらのマスは確定です
binary-lookahead-both-more = { $cell }が{ $zero }でも{ $one }でも、行と列のルールにより{ $placed }（ほか{ $more }個）となります。よってこれらのマスは確定です
binary-lookahead-search = { $cell }を{ binary-other }にすると、どう進めてもルールが破れます（探索で確認）。よって{ $cell }は{ binary-symbol }です
binary-title-two-level = { $technique }（2段階の矛盾）
binary-two-level = { $cell }が{ binary-symbol }だとすると、{ $second }は{ $zero }にも{ $one }にもなれません（{ $with_zero }。{ $with_one }）。よって{ $cell }は{ binary-other }です
binary-two-level-chain = { $cell }が{ binary-symbol }だとすると、{ $chain }となり、{ $second }は{ $zero }にも{ $one }にもなれません（{ $with_zero }。{ $with_one }）。よって{ $cell }は{ binary-other }です
binary-two-level-branch = { binary-symbol }なら{ $broken }
binary-two-level-branch-chain = { binary-symbol }なら{ $chain }となり、{ $broken }

## 間違った入力
binary-mistake-breaks = { $cell }の{ binary-symbol }は間違いです。ルールを破っています：{ $rule }
binary-mistake-chain = { $cell }の{ binary-symbol }は間違いです。{ $chain }
binary-mistake-stuck = { $cell }の{ binary-symbol }は間違いです。これではルールを破らずに盤面を完成できません

## エラー
binary-error-too-big = ヒント、手順、難易度は{ $max }×{ $max }までです。この盤面は{ $side }×{ $side }です
binary-error-unknown-symbol = { $cell }に不明な記号があります
binary-error-given = { $cell }は最初から入っているマスなので変更できません
