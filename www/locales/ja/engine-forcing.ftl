# The engine's words (engine-forcing.ftl, src/text): the reasoning of forcing chains and nets, contradictions and the exhaustive last resort.
# The same messages as www/locales/en/engine-forcing.ftl, in this language.

## フォーシングチェーン：1行に1つの推論

forcing-title-contradiction = { $technique }（矛盾）
forcing-title-nested = { $technique }（入れ子）
forcing-title-trial = { $technique }（試行）
forcing-if = { $claim }と仮定すると
forcing-line = { $claim }（{ $reason }）
forcing-why-single = 唯一の候補
forcing-why-hidden = { $unit }で{ $digit }が入る唯一の場所
forcing-why-locked = { $unit }では{ $digit }が{ $other }にしか入らない
forcing-why-sees = { $cell }から見える
forcing-why-rule = { $reason }；{ $causes }：{ $rule }
forcing-cell-is = { $cell }が{ $digit }
forcing-why-inner = そうでなければ：{ $chain }
forcing-no-candidate = { $cell }に候補がなくなります
forcing-no-place = { $unit }に{ $digit }の入る場所がなくなります
forcing-no-combination = { $cage }に合う組み合わせがなくなります
forcing-last = { $end }。
forcing-so = よって{ $claim }です。
forcing-cell-is-one-of = { $cell }は{ $digits }です
forcing-unit-goes = { $unit }の{ $digit }は{ $cells }に入ります
forcing-verity = { $head }。{ $count ->
    [2] どちらの場合も
   *[other] どの場合も
}{ $claim }になります。
forcing-trial = { $cell }が{ $digit }だとすると、どう続けても矛盾に行き着きます（すべて調べて確認済み）。よって{ $removals }

## グループ化チェーンの文

net-title-continuous = { $technique }（連続ループ）
net-claim-cell = { $cell }が{ $digit }
net-claim-cells = { $digit }は{ $cells }にある
net-denial = { $cells }は{ $digit }ではない
net-either = { $first }か、{ $last }のどちらかです。どちらにしても{ $denial }ので、{ $removals }
net-either-sets = { $first }か{ $last }のどちらかに{ $digits }がすべて入るので、{ $removals }
net-proven = { $claim }：そうでないとしても、チェーンによってそうなります。よって{ $denial }ので、{ $removals }
net-placement = { $cell }が{ $digit }でないとすると、チェーンによって{ $digit }になるので、{ $cell }は{ $digit }です

## プレイヤーの間違い

mistake-title = 間違い
mistake-summary-entry = 入力のどれかが間違っています。もう一度ヒントを求めると、どれがなぜ間違っているかを表示します。
mistake-summary-notes = あるマスのメモに、そのマスに必要な数字が入っていません。もう一度ヒントを求めると、どのマスかを表示します。
mistake-notes = { $cell }のメモにはそのマスに必要な数字が入っていないため、メモから見つけることはできません
mistake-breaks-rule = { $cell }の{ $digit }は間違いです。ルールに反しています：{ $rule }
mistake-chain = { $cell }の{ $digit }は間違いです。{ $chain }
mistake-no-solution = { $cell }の{ $digit }は間違いです。まだルールには反していませんが、これではパズルに解がありません
