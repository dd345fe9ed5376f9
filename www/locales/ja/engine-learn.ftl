# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## 練習の判定（src/learn.rs：check、check_all）

verdict-right = 正解！{ $line }
verdict-nothing-place = まだ何も入力していません。「{ $technique }」を見つけて、それで決まるものを入力してください。
verdict-nothing-notes = まだ何も書き込んでいません。「{ $technique }」を見つけて、それで決まる数字を入力するか、それで除けるメモを消してください。
verdict-missed-place = { $cell }に{ $digit }
verdict-missed-remove = { $cell }から{ $digit }
verdict-partly = 一部正解：{ $total }個中{ $done }個が見つかりました。見落とし：{ $missed }。
verdict-wrong-entry = 不正解：{ $why }。
verdict-not-placed = 不正解：「{ $technique }」では{ $cell }に{ $digit }は入りません。
verdict-not-removed = 不正解：「{ $technique }」では{ $cell }の{ $digit }は除けません。
verdict-not-removed-on = 不正解：「{ $technique }」では{ $cell }の{ $digit }は除けません。このテクニックが働くのは{ $units }です。
verdict-needed = { $verdict }{ $digit }は{ $cell }に必要な数字です。これを消すとパズルは解けなくなります。

## 「すべて見つける」

verdict-steps-sep = ／
verdict-all-right = { $count ->
    [one] 正解！見つけたもの：{ $steps }。
   *[other] 正解！{ $count }個すべて見つかりました：{ $steps }。
}
verdict-all-nothing = { $count ->
    [one] まだ何も書き込んでいません。ここには1つあります。「{ $technique }」を見つけて、それで除けるメモを消し（または決まるものを入力し）、「チェック」を押してください。
   *[other] まだ何も書き込んでいません。ここには{ $count }個あります。「{ $technique }」をすべて見つけて、それで除けるメモを消し（または決まるものを入力し）、「チェック」を押してください。
}
verdict-all-partly = { $count }個中{ $found }個が見つかりました。見落とし：{ $steps }。
verdict-all-not-removed = 不正解：ここでは「{ $technique }」で{ $cell }の{ $digit }を除くものはありません。

## 練習局面が見つからない（src/wasm/teach.rs）

practice-too-rare = 「{ $technique }」はめったに現れません。{ $tried }問のパズルで局面が見つかりませんでした
practice-too-rare-in-time = 「{ $technique }」はめったに現れません。制限時間内に{ $tried }問のパズルで局面が見つかりませんでした

## テクニック集：各テクニックの説明（about-<テクニックID>）
about-full-house = ハウスに空きマスが1つだけ残っています。そのマスには足りない数字が入ります。
about-naked-single = マスに候補が1つだけ残っています。ほかの数字はすべて、同じ行・列・ブロックにすでにあります。
about-hidden-single = ある数字がハウスの中で1マスにしか入らないので、そこに入ります。
about-thermometer = サーモの数字は丸い端（バルブ）から線に沿って増えていきます。各マスは、前のマスに入りうる最小の数字より大きく、次のマスに入りうる最大の数字より小さくなります。そのため長いサーモでは、バルブは小さく、先端は大きくなります。
about-arrow = 矢印の丸の中の数字は、矢印に沿ったマスの数字の合計です。丸の数字は矢印の合計の最小値と最大値の間にあり、矢印の各マスは、丸の最大の数字から他の矢印マスの最小値を引いた値以下です。
about-little-killer = リトルキラーの斜めの線に沿った数字の合計は、盤外に書かれた数になります。各マスに候補を1つずつ選んで（同じブロック内では別の数字）その合計になる組み合わせだけが可能で、どの組み合わせにも使われない数字は消えます（同じブロックの3マスで合計6なら1・2・3）。
about-sandwich-sum = 行や列の外にあるサンドイッチの数は、その行・列の1と9の間にある数字の合計です。間のマスが異なる数字（2～8）でその合計を作れる1と9の位置だけが可能なので、0なら1と9は隣り合い、35なら両端にあります。どの組み合わせにも使われない数字は消えます。
about-kropki-pair = 白丸は連続する2つの数字を、黒丸はある数字とその2倍（1–2、2–4、3–6、4–8）をつなぎます。一方のマスにまだ入りうる数字によって、もう一方にはその相手の数字しか残りません。また、5・7・9が黒丸に接することはありません。
about-xv-pair = Xでつながれた2マスの合計は10（1–9、2–8、3–7、4–6）、Vでつながれた2マスの合計は5（1–4、2–3）です。一方のマスにまだ入りうる数字によって、もう一方にはその相手の数字しか残りません。また、5がXに接することはありません。
about-german-whisper = 緑のジャーマンウィスパーの線上で隣り合う数字は5以上離れています（9×9の場合）。5は線上に入らず、線に沿って小さい数字と大きい数字が交互に並びます。また、互いに見える2つの線上のマスに挟まれたマスは、4（両方に9が必要になる）でも6でもありません。
about-renban = 紫のレンバンの線のk個のマスには、連続するk個の数字が順不同で入ります。各マスが1つずつ数字を取れる連続数字の並びだけが可能で（8を含む4マスの線なら5～8か6～9）、各マスにはそれらの並びが与える数字だけが残ります。
about-non-consecutive-pair = 辺で接するマスに連続する数字は入りません。一方のマスにまだ入りうる数字によって、もう一方にはそのどれとも連続しない数字しか残りません。
about-negative-constraint = すべての丸（またはすべてのXとV）が示されているとき、記号のない隣り合うマスは連続する数字でも、ある数字とその2倍でもありません（合計も10や5になりません）。一方のマスにまだ入りうる数字が、もう一方を絞り込みます。
about-cage-combination = キラー：ケージの合計になる異なる数字の組は限られています。ケージのマスにはそれらの数字だけが残り、どの組にも必要な数字は、ただ1つの入る場所に入ります。
about-kropki-chain = 2つの丸に挟まれたマスで、両側のマスが互いに見えるとき、両側に同じ相手が必要になる数字は消えます（2つの白丸に挟まれた1は、両側に2が必要になります）。
about-arrow-combination = 矢印のマスの数字を、ケージの組み合わせのようにまとめて考えます。互いに見える矢印のマスには異なる数字が入り、それぞれの組は丸に入りうる合計にならなければなりません。そのような組のどれにも使われない数字は消えます（同じブロック内の矢印の3マスは最低でも1+2+3=6）。
about-locked-pair = ブロックと行（または列）が交わる2マスに、同じ2つの数字しか入りません。その2つの数字は両方のハウスの残りから消えます。
about-locked-candidates-pointing = ブロックの中で、ある数字が入りうる場所がすべて1つの行（または列）に並んでいます。その数字はその行（列）の残りから消えます。
about-locked-candidates-claiming = 行（または列）の中で、ある数字が入りうる場所がすべて1つのブロックにあります。その数字はそのブロックの残りから消えます。
about-common-peer-elimination = ある候補が、あるハウスで数字の入る場所をすべて奪ってしまうなら、その候補は誤りです。奪い方は、自分の数字で見えるマス（ナイトやキングの1手先も含む）から奪うか、ルールを通じて隣の数字を奪うかです（非連続の盤面では、6は隣のマスから5と7を消します）。
