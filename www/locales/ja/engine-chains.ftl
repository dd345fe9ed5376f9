# The engine's words (engine-chains.ftl, src/text): the reasoning of wings (XY, XYZ, WXYZ, W), chains (AIC, XY-chain, grouped, ALS), death blossom and Sue de Coq.
# The same messages as www/locales/en/engine-chains.ftl, in this language.

## ウイング（xy_wing.rs、xyz_wing.rs、wxyz_wing.rs、w_wing.rs）

wing-cell = { $cell }（{ $candidates }）
explain-xy-wing = ピボット{ $pivot }とピンサー{ $first }、{ $second }：どちらかのピンサーが{ $digit }になるので、{ $removals }
explain-xyz-wing = ピボット{ $pivot }とピンサー{ $first }、{ $second }：3マスのどれかが{ $digit }になるので、{ $removals }
explain-wxyz-wing = { $cells }に入る数字は合わせて{ $digits }だけで、{ $others }はこれらのマスにそれぞれ多くても1回しか入らないので、{ $digit }は{ $count ->
        [one] { $holders }
       *[other] { $holders }のどれか
    }に入ります：{ $removals }
explain-w-wing = { $first }と{ $second }はどちらも{ $pair }だけで、{ $unit }では{ $digit }は{ $one }か{ $other }にしか入りません。この2マスのどちらかが{ $result }なので、{ $removals }

## チェーン（chain.rs：Xチェーン、XYチェーン、AIC；x_cycle.rs）

chain-claim = { $cell }が{ $digit }
chain-walk-start = { $cell }が{ $digit }でないなら{ $next }が{ $next_digit }
chain-walk-start-in-cell = { $cell }が{ $digit }でないなら{ $other }
chain-walk-is = { $walk }、よって{ $cell }は{ $digit }
chain-walk-is-not = { $walk }、よって{ $cell }は{ $digit }ではない
chain-walk-is-not-but = { $walk }、よって{ $cell }は{ $digit }ではなく{ $other }
chain-walk-it-is-not = { $walk }、よってこのマスは{ $digit }ではない
explain-chain = { $walk }。つまり{ $cell }が{ $digit }か{ $end }が{ $end_digit }のどちらかなので、{ $removals }
explain-chain-in-cell = { $walk }。つまり{ $cell }は{ $digit }か{ $other }のどちらかなので、{ $removals }
explain-chain-back = { $walk }。{ $cell }が{ $digit }でないとすると、チェーンをたどって{ $cell }が{ $digit }になってしまうので、{ $cell }は{ $digit }です
title-continuous-loop = { $title }（連続ループ）
explain-x-cycle = { $cycle }は閉じたループです（=はハウス内で2か所だけ、-は互いに見えるマス）。一周すると{ $digit }は真と偽が交互になり、どの弱いリンクもちょうど片方の端だけが{ $digit }なので、それらのハウスの残りのマスから{ $digit }が消えます：{ $removals }

## デスブロッサム（death_blossom.rs）、Sue de Coq（sue_de_coq.rs）

death-blossom-case = { $digit }なら{ $cells }（{ $candidates }）に{ $z }が入る
death-blossom-sep = 。
explain-death-blossom = ステム{ $stem }（{ $candidates }）は候補ごとに1つずつペタルを見ています。{ $cases }。{ $count ->
        [1] いずれにせよ{ $digit }はどれかのペタルに入る
       *[other] いずれにせよ{ $digit }はそれぞれどれかのペタルに入る
    }ので、{ $removals }
explain-sue-de-coq = { $block }と{ $line }の交わる所で、{ $cells }には{ $digits }が入ります。{ $line }の{ $line_cells }と{ $block }の{ $block_cells }（共通の数字なし）を合わせると、この{ $total }マスには{ $total }個の数字しかなく、どれも多くて1回なので、すべて使われます：{ $removals }
