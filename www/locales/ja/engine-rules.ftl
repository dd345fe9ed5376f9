# The engine's words (engine-rules.ftl, src/text): the reasoning of every rule's own techniques but Killer's and the totals' (thermometers, Kropki, XV, whispers, renban, non-consecutive, windows, common peers, negative constraints), with the rules' own words.
# The same messages as www/locales/en/engine-rules.ftl, in this language.

## 各ルールの名前と説明

rule-title-diagonals = 対角線
rule-about-diagonals = 2本の主対角線にも、それぞれ各数字が1つずつ入ります。
rule-title-windoku = ウィンドク
rule-about-windoku = 網掛けされた4つの3×3のウィンドウにも、それぞれ各数字が1つずつ入ります。
rule-title-antiknight = アンチナイト
rule-about-antiknight = チェスのナイトの動き（桂馬跳び）の位置にある2マスには、同じ数字が入りません。
rule-title-antiking = アンチキング
rule-about-antiking = チェスのキングの動きの位置にある2マス（斜めの隣も含む）には、同じ数字が入りません。
rule-title-nonconsecutive = 非連続
rule-about-nonconsecutive = 辺で接するマスには、差が1の数字が入りません。
rule-title-even = 偶数
rule-about-even = 灰色の四角があるマスには偶数が入ります。
rule-title-odd = 奇数
rule-about-odd = 灰色の丸があるマスには奇数が入ります。
rule-title-thermo = サーモ
rule-about-thermo = サーモの数字は、球から線に沿って大きくなっていきます。
rule-title-arrow = アロー
rule-about-arrow = アローの円の数字は、矢印に沿った数字の合計です（行・列・ブロックで禁止されない限り、矢印上で数字が重複してもかまいません）。
rule-title-white = 白丸（クロプキ）
rule-about-white = 白丸で結ばれたマスの数字は、差が1です。
rule-title-black = 黒丸（クロプキ）
rule-about-black = 黒丸で結ばれたマスの数字は、一方がもう一方の2倍です。
rule-title-kropki-all = 全ドット表示
rule-about-kropki-all = ドットはすべて表示されています：ドットのない隣同士のマスは、差が1でも2倍の関係でもありません。
# Same as English
rule-title-x = X
rule-about-x = Xで結ばれたマスの数字の和は10です。
# Same as English
rule-title-v = V
rule-about-v = Vで結ばれたマスの数字の和は5です。
rule-title-xv-all = XとVをすべて表示
rule-about-xv-all = XとVはすべて表示されています：どちらもない隣同士のマスの和は、10でも5でもありません。
rule-title-whisper = ジャーマンウィスパー
rule-about-whisper = 緑のウィスパーライン上の隣同士の数字は、最大の数字の半分以上（9×9では5以上）離れています。
rule-title-renban = 連番
rule-about-renban = 紫の連番ラインには、重複のない連続した数字が順不同で入ります。
rule-title-cage = ケージ
rule-about-cage = 破線のケージ内では数字が重複せず、合計が示されていれば数字の和はその合計になります。
rule-title-littlekiller = リトルキラー
rule-about-littlekiller = 盤の外の数字は、その矢印が指す対角線上の数字の合計です（行・列・ブロックで禁止されない限り、数字が重複してもかまいません）。
rule-title-sandwich = サンドイッチ
rule-about-sandwich = 行または列の外の数字は、その1と9（最大の数字）の間にある数字の合計です（どちらが先にあってもかまいません）。

## ルールに反すると何が崩れるか（離れた2マスの位置関係：「ナイトの動きの位置」、それ以外はルールそのもの）

rule-words-diagonals = 同じハウス内
rule-words-windoku = 同じハウス内
rule-words-antiknight = ナイトの動き（桂馬跳び）の位置
rule-words-antiking = キングの動きの位置
rule-words-nonconsecutive = 辺で接するマスには連続する数字が入らない
rule-words-even = 灰色の四角のマスには偶数が入る
rule-words-odd = 灰色の丸のマスには奇数が入る
rule-words-thermo = サーモの数字は球から大きくなっていく
rule-words-arrow = アローの円の数字は矢印に沿った数字の合計
rule-words-white = 白丸で結ばれたマスの数字は差が1
rule-words-black = 黒丸で結ばれたマスの数字は一方がもう一方の2倍
rule-words-kropki-all = ドットのない隣同士のマスは差が1でも2倍の関係でもない
rule-words-x = Xで結ばれたマスの和は10
rule-words-v = Vで結ばれたマスの和は5
rule-words-xv-all = XもVもない隣同士のマスの和は10でも5でもない
rule-words-whisper = ウィスパーライン上の隣同士の数字は最大の数字の半分以上離れている
rule-words-renban = 連番ラインのマスには重複のない連続した数字が入る
rule-words-cage = 同じケージ内
rule-words-littlekiller = リトルキラーの対角線上の数字の合計はその数
rule-words-sandwich = ラインの1と最大の数字の間にある数字の合計はサンドイッチの数
rule-sum-words-cage = ケージ内の数字の合計はその数

## ルールで結ばれた2マス

rule-pair-head-differ = { $how ->
    [unit] { $rule }。しかも{ $a }と{ $b }は{ $unit }にあるので、数字が異なります
   *[sees] { $rule }。しかも{ $a }と{ $b }は互いに見えるので、数字が異なります
}
rule-pair-head = { $rule }（{ $a }と{ $b }）
explain-rule-pair-alone = { $head }：{ $digits }の隣に入る数字はないので、{ $tail }
rule-pair-neither = どちらのマスも{ $digits }ではありません
explain-rule-pair-only = { $head }：{ $cell }は{ $digits }しかありえないので、{ $tail }
rule-pair-cells-cannot-be = { $cells }は{ $digits }ではありません
explain-rule-middle = { $how ->
    [unit] { $cell }は{ $p }と{ $q }の間にあります（{ $rules }）。{ $p }と{ $q }は{ $unit }にあるので数字が異なります：{ $needs }。よって{ $cell }は{ $digits }ではありません
   *[sees] { $cell }は{ $p }と{ $q }の間にあります（{ $rules }）。{ $p }と{ $q }は互いに見えるので数字が異なります：{ $needs }。よって{ $cell }は{ $digits }ではありません
}
rule-middle-rules = { $first }、{ $second }
rule-middle-needs-first = 「{ $digit }なら両方とも{ $other }でなければならない」
rule-middle-needs = 「{ $digit }なら両方とも{ $other }」

## サーモと、各マスの範囲

explain-thermometer = 数字は球{ $bulb }から先端{ $tip }まで（{ $count }マス）大きくなっていきます。各マスは前のマスに入りうる最小の数字より大きく、次のマスに入りうる最大の数字より小さいので、{ $bounds }となります
window-between = { $cell }は{ $min }〜{ $max }
window-at-least = { $cell }は{ $min }以上
window-at-most = { $cell }は{ $max }以下

## 連番

explain-renban = { $first }から{ $last }までの連番ライン（{ $count }マス）には、連続する{ $count }個の数字が入ります：{ $runs }。よって{ $removals }
renban-one-run = 各マスに1つずつ入れられる数字の並びは{ $run }だけです
renban-runs = 各マスに1つずつ入れられる数字の並びは{ $runs }です

## 共通ピアによる除外

explain-common-peer-same = { $unit }で{ $digit }が入りうる場所は、すべて{ $cell }から見えます：{ $reasons }。よって{ $cell }は{ $digit }ではありません
explain-common-peer-other = { $cell }が{ $digit }だとすると、{ $unit }に{ $other }の入る場所がなくなります：{ $reasons }。よって{ $cell }は{ $digit }ではありません
common-peer-reason-sep = ；
common-peer-would-hold = { $cell }には{ $digit }が入る
common-peer-unit = { $cells }は{ $cell }と同じ{ $unit }にある
common-peer-apart = { $cells }と{ $cell }は{ $words }にある
common-peer-sees = { $cells }は{ $cell }から見える
common-peer-related = { $cells }は{ $digit }になれない（{ $words }）
