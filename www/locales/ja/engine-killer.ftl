# The engine's words (engine-killer.ftl, src/text): the reasoning of Killer's techniques (cage combinations, the 45 rule, cage interaction, cage splitting) and of the rules with totals (arrows, little killers, sandwiches), with those rules' own words.
# The same messages as www/locales/en/engine-killer.ftl, in this language.

## ケージ

cage-name = { $sum ->
    [0] { $cell }のケージ
   *[other] { $cell }の合計{ $sum }のケージ
}
cage-the = { $cage }
cage-twice = { $cage }に{ $digit }が2回入っています
cage-wrong-sum = { $cage }の数字を足すと{ $sum }ではなく{ $total }になります
cage-over = { $cage }はまだ空きマスが{ $empty }つあるのに、数字の合計がすでに{ $total }です

## 45の法則のユニットのまとまり

group-rows = { $first }–{ $last }行目
group-columns = { $first }–{ $last }列目

## ケージの組み合わせ、ケージの相互作用

explain-cage-last = { $cage }には{ $digit }が必要なので、{ $cell }は{ $digit }です
explain-cage-last-placed = 置かれた数字と合わせると{ $cage }には{ $digit }が必要なので、{ $cell }は{ $digit }です
explain-cage-combination = { $cage }（{ $cells }）に入るのは{ $combos }だけなので、{ $removals }
explain-cage-needs = { $cage }に入るのは{ $combos }だけでどれも{ $digit }を含み、{ $digit }が入れるのは{ $cell }だけなので、{ $cell }は{ $digit }です
explain-cage-interaction = { $cage }のどの組み合わせにも{ $digit }が必要で、ケージ内で{ $digit }が入れるマス（{ $cells }）はすべて{ $unit }にあるので、{ $removals }

## 45の法則

rule45-inside-none = { $group }に完全に収まるケージはありません
rule45-inside-one = { $cage }は{ $group }に完全に収まります
rule45-inside-few = { $cages }は{ $group }に完全に収まります（{ $sums } = { $sum }）
rule45-inside-many = { $count }個のケージが{ $group }に完全に収まります（枠で表示、合計{ $sum }）
rule45-innies = { $inside }。よって残りのマス（{ $cells }）の合計は{ $total } − { $taken } = { $sum }です
rule45-outies = { $inside }。よって境界をまたぐケージは内側で{ $total } − { $taken } = { $insum }、全体で{ $crossing }なので、外側のマス（{ $cells }）の合計は{ $crossing } − { $insum } = { $sum }です
rule45-placed = { $cell }は{ $digit }です
rule45-hold = そこに入るのは{ $combos }だけなので、{ $removals }
explain-rule45 = { $why }。{ $then }

## ケージの分割

explain-cage-splitting = { $group }の合計は{ $total }、その中に完全に収まるケージの合計は{ $inside }なので、{ $cage }は二つに分かれます。内側のマス（{ $innies }）の合計は{ $total } − { $inside } = { $insum }なので{ $incombos }が入り、外側のマス（{ $outies }）の合計は{ $sum } − { $insum } = { $outsum }なので{ $outcombos }が入ります。{ $removals }

## フォーシングチェーンの中のケージ

cage-reason-holds = { $cage }に入るのは{ $combos }だけ
cage-reason-sum = { $cage }：{ $terms }
cage-reason-needs = { $cage }で{ $digit }が入るのはここだけ、組み合わせは{ $combos }のみ

## アロー

explain-arrow = 丸{ $circle }には{ $path }の合計が入ります。矢印の合計は{ $low }〜{ $high }、丸は{ $least }〜{ $most }なので、{ $said }
arrow-made-ways = { $ways }だけ
arrow-made-sums = 合計が{ $sums }になる組み合わせだけ
explain-arrow-combination = 丸{ $circle }には{ $path }の合計が入ります。候補のうち、互いに見えるマスには異なる数字を入れると、できるのは{ $made }なので、{ $lost }

## リトルキラー

little-killer-ways = { $ways }だけ
little-killer-count = { $count }通りで、残るのは{ $kept }
little-killer-keep = { $cell }に{ $digits }
explain-little-killer = 斜めの線{ $first }–{ $last }の合計は{ $total }です。候補のうち、互いに見えるマスには異なる数字を入れると、作り方は{ $made }なので、{ $lost }

## サンドイッチ

sandwich-at = 1が{ $one }、{ $top }が{ $at }
sandwich-or = { $first }、または{ $next }
sandwich-only = 残る配置は{ $places }だけ
sandwich-some = 残る配置は{ $places }
sandwich-count = 残る配置は{ $count }通り
explain-sandwich = { $line }の1と{ $top }の間の数字の合計は{ $total }です。候補のうち、間に異なる数字を入れると、{ $placed }なので、{ $lost }
