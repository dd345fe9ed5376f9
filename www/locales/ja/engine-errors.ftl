# The engine's words (engine-errors.ftl, src/text): the engine's errors: what a puzzle, a game ID, a rule, a pasted grid or a save does wrong (src/core/error.rs, src/rules/grammar.rs, src/format, src/paste, src/rules checks) and the game's own refusals.
# The same messages as www/locales/en/engine-errors.ftl, in this language.

## 記述の誤り

error-cells = { $count }マス
error-empty = パズルの記述が空です
error-too-long = パズルの記述が長すぎます（{ $len }文字。最大{ $max }文字）
error-unknown-kind = 不明なパズルの種類「{ $kind }」（sudoku、sudoku-x、jigsaw、killer、binary、tangoのいずれか）
error-bad-parameters = パラメータ「{ $params }」が不正です：{ $reason }
error-bad-layout = { $what ->
    [rules] ルールが不正です：{ $reason }
    [regions] 領域が不正です：{ $reason }
    [cages] ケージが不正です：{ $reason }
    [sums] 合計が不正です：{ $reason }
    [signs] 記号が不正です：{ $reason }
   *[other] { $what }が不正です：{ $reason }
}
error-wrong-length = 長さが違います：{ $expected }マスのはずが{ $found }マスです
error-bad-character = { $cell }の文字{ $char }は使えません
error-givens-break-rule = 初期数字がルールに反しています：{ $rule }（{ $cells }）
error-solved = パズルは解けています
error-no-solution = パズルに解がありません
error-several-solutions = パズルの解が複数あります
error-grid-cells = { $expected }マスのはずが{ $found }マスです

## ゲームID：形、ジグソーの領域、キラーのケージ

error-expected-form = 「{ $form }」の形が必要です
error-shape-expected = ブロックの形をRxC（例：3x3）で指定してください
error-shape-small = ブロックの辺は小さな数でなければなりません
error-shape-thin = { $shape }のブロックには対応していません：ブロックは2行2列以上です（2x2、2x3、3x3など）
error-shape-side = 一辺{ $side }には対応していません（ブロックから決まる一辺は4〜{ $max }）
error-rule-repeated = { $unit }に{ $digit }が{ $count }個あります
error-jigsaw-side = ジグソーの一辺は{ $min }〜{ $max }の数です
error-region-labels = 領域の記号は{ $expected }個（1マスに1つ）必要ですが、{ $found }個です
error-region-label = { $cell }の「{ $label }」は領域の記号（1-9、A-Z）ではありません
error-regions-too-many = 領域が{ $count }個を超えています（{ $cell }の記号「{ $label }」は領域{ $region }です）
error-region-size = 領域「{ $label }」（{ $cell }から）は{ $cells }で、{ $count }マスではありません
error-region-apart = 領域「{ $label }」がつながっていません：{ $cell }が{ $first }から切り離されています
error-regions-too-few = 領域が{ $found }個で、{ $count }個ではありません
error-region-cells = { $side }×{ $side }のグリッドに領域のマスが{ $found }個あります
error-region-range = 領域{ $region }は範囲外です
error-region-count = 領域{ $region }は{ $found }マスで、{ $count }マスではありません
error-killer-side = キラーの一辺は4〜{ $max }です：ブロックは2x2から3x4、4x3、2x6、6x2まで
error-cage-labels = ケージの記号は{ $expected }個（1マスに1つ）必要ですが、{ $found }個です
error-cage-label = { $cell }の「{ $label }」はケージの記号（a-z、A-Z、0-9）ではありません
error-cage-sums = ケージが{ $cages }個なのに合計が{ $sums }個です（ケージごとに1つ、各ケージの最初のマスの順）
error-cage-size = ケージ「{ $label }」（{ $first }から）は{ $cells }で、{ $count }マスを超えています
error-cage-apart = ケージ「{ $label }」がつながっていません：{ $cell }が{ $first }から切り離されています
error-cage-sum-number = ケージ「{ $label }」（{ $first }）の合計「{ $sum }」は数ではありません
error-cage-sum-positive = ケージ「{ $label }」（{ $first }、{ $cells }）の合計{ $sum }は正の数ではありません：ケージの数字の合計は1以上です
error-cage-sum-range = { $count ->
    [one] ケージ「{ $label }」（{ $first }、{ $cells }）の合計は{ $sum }になりません：数字1個では{ $lo }〜{ $hi }です
   *[other] ケージ「{ $label }」（{ $first }、{ $cells }）の合計は{ $sum }になりません：異なる数字{ $count }個では{ $lo }〜{ $hi }です
}

## バイナリーパズルとTango

error-binary-side-expected = 偶数の一辺（例：10）が必要です
error-binary-square = 1行の記述には平方数のマス（36、64、100など）が必要ですが、{ $found }マスです
error-binary-odd = 一辺{ $side }は奇数です。バイナリーパズルの一辺は偶数です
error-binary-side = 一辺{ $side }には対応していません（2〜{ $max }）
error-binary-open = 一辺{ $side }はほぼ埋まったものだけに対応しています：{ $open }×{ $open }を超えるグリッドの空きマスは最大{ $most }ですが、このグリッドは{ $empty }です
error-tango-signs = { $side }×{ $side }のTangoには記号が{ $expected }個必要です（横に隣り合うマスの間に{ $half }個、続いて縦に隣り合うマスの間に{ $half }個。なしは「.」）が、{ $found }個です
error-tango-sign = { $edge }の記号{ $sign }は「.」「=」「x」のどれでもありません
error-edge = { $a }と{ $b }の間
error-rule-sign-equal = 記号：{ $edge }の「=」は2つのマスが同じ記号だと示しています
error-rule-sign-differ = 記号：{ $edge }の「×」は2つのマスが違う記号だと示しています
error-rule-balance = 均衡：{ $line }に{ $digit }が{ $count }個あります（各行・各列にはそれぞれ{ $half }個）
error-rule-triple = 3連続禁止：{ $line }で{ $digit }が{ $count }個続いています
error-rule-distinct = 行・列の重複禁止：{ $lines }が同じです
error-signs-loop = { $edge }の{ $sign }が「×」の数が奇数の記号のループを閉じています：{ $cell }が自分自身と違うことになります
error-signs-triple = 記号により{ $cells }が同じ記号になります：3連続です
error-signs-balance = 記号により{ $cells }が同じ記号になります：{ $line }で{ $half }個を超えます
error-signs-line = { $line }の記号では、各記号{ $half }個ずつで3連続のない埋め方がありません

## 貼り付けたテキスト

error-not-a-puzzle = パズルではありません：{ $why }
error-paste-count = { $expected }マスのはずが{ $found }マスです
error-paste-link = リンク{ $link }にはゲームID（sudoku:…、binary:…）もパズルの行（?bd=…）もありません
error-paste-symbol = { $text }の{ $char }はグリッドの記号でも枠でも空きマスでもありません。ゲームID、リンク、パズルの行、グリッドのいずれかを貼り付けてください
error-paste-no-digits = { $text }に数字も点もありません。ゲームID、リンク、パズルの行、グリッドのいずれかを貼り付けてください
error-paste-few = { $count }マスは最小のグリッド（16マス）よりはるかに少ないです
error-paste-row = { $expected }マスのはずが{ $found }マスです：{ $row }行目は{ $count }マスです
error-paste-bad-symbol = { $kind ->
    [binary] { $row }行目{ $at }列目の「{ $char }」は{ $side }×{ $side }のバイナリーパズルの記号ではありません
   *[sudoku] { $row }行目{ $at }列目の「{ $char }」は{ $side }×{ $side }の数独の記号ではありません
}
error-paste-bad-token = { $kind ->
    [binary] { $row }行目{ $at }番目の項目の「{ $char }」は{ $side }×{ $side }のバイナリーパズルの記号ではありません
   *[sudoku] { $row }行目{ $at }番目の項目の「{ $char }」は{ $side }×{ $side }の数独の記号ではありません
}
error-paste-no-candidate = { $cell }に候補がありません：どの記号もすでにその行、列、ブロックにあります
error-paste-notes-placed = { $cell }に候補がありません：候補{ $digits }はすべてすでにその行、列、ブロックにあります
error-paste-empty-unsolvable = この局面には解がありません：空のグリッドをすべてのルールどおりに埋める方法がありません
error-paste-unsolvable = この局面には解がありません：埋まっているマスがすべて正しいことはありえません
error-paste-notes-wrong = この局面には解がありません：{ $cell }の候補{ $digits }には、埋まっているマスから見て唯一ありうる{ $digit }が入っていません

## ゲームが手や読み込みを断るとき

error-given = { $cell }は初期数字なので変更できません
error-nothing-to-undo = 元に戻す操作がありません
error-nothing-to-redo = やり直す操作がありません
error-no-cell = { $count }マスのグリッドにマス{ $cell }はありません
error-symbol-range = 記号{ $symbol }は範囲外です（1〜{ $max }）
error-colour-range = 色{ $colour }は範囲外です（1〜{ $max }）
error-reveal = このパズルには表示できる唯一の解がありません
error-save-damaged = 保存データが壊れています：{ $why }
error-save-newer = 保存データは新しいバージョンの Deduce のものです（形式{ $version }。このバージョンが読めるのは{ $max }まで）
error-save-too-large = 大きすぎます
error-save-empty = 空です
error-save-not-deduce = Deduce の保存データではありません
error-save-no-id = ゲームIDがありません
error-save-change = 変更の記録が不正です
error-save-cell-state = マスの状態が不正です
error-save-symbol = 記号が不正です
error-save-marks = メモが不正です
error-save-symbol-range = 記号が範囲外です
error-save-cell = マスが不正です
error-save-cell-range = マスが範囲外です
error-save-history = 履歴がパズルと合いません
error-save-redo = やり直しの履歴がパズルと合いません

## ページの求めをエンジンが断るとき

error-cages-sudoku = ケージがあるのは数独だけです
error-no-cage = マス{ $cell }はどのケージにも入っていません
error-no-such-change = そのような変更はありません：{ $change }
error-moves = 手はマスと記号の組で、記号は範囲内でなければなりません
error-unknown-puzzle-kind = 不明なパズルの種類「{ $kind }」
error-unknown-level = 不明な難易度「{ $level }」
error-unknown-technique = 不明なテクニック「{ $technique }」
error-rules-sudoku = ルールは数独のためのものです
error-steps-mistake = 盤面に間違いがあります：ヒントかチェックで見つかります。ここでの手順は正しい局面が前提です
error-no-step-here = この局面では手順が見つかりませんでした
error-needs-rules = これらのテクニックは別々のルールに属します：すべてを必要とするパズルはありません

## ゲームIDのルール

error-rule-empty = 空のルールがあります（「;」が2つ続いているか、末尾にあります）
error-rule-unknown = 不明なルール「{ $rule }」（使えるのは：{ $known }）
error-rule-named = ルール「{ $rule }」は{ $reason }
error-rule-shape = { $rows }×{ $cols }のブロックの{ $side }×{ $side }グリッド用です
error-rule-no-value = 値を取りません
error-rule-needs-cells = マスが必要です（「=」とr1c1のようなマス名）
error-rule-short-path = 2マス以上の経路が必要です
error-rule-arrow-form = 円、「>」、経路が必要です（r5c5>r4c4-r3c3）
error-rule-arrow-circle = 「>」の前に円のマスが1つ必要です
error-rule-twice = { $cell }を2回挙げています
error-rule-cage-big = { $count }マスを超えています
error-rule-cage-apart = { $cell }が{ $first }から離れています：ケージのマスは辺でつながっています
error-rule-cage-total = { $reason }（異なる数字{ $count }個の合計は{ $lo }〜{ $hi }）
error-rule-diagonal-form = 最初のマス、方向、合計が必要です（r1c2+dr/23）
error-rule-diagonal-direction = 最初のマス、「+」、方向（dr、dl、ur、ul）が必要です（r1c2+dr/23）
error-rule-diagonal-total = { $reason }（数字{ $count }個の合計は{ $count }〜{ $most }）
error-rule-diagonal-neighbour = マスと、矢印の向きに斜めに隣り合うマスが必要です
error-rule-diagonal-edge = 最初のマスはヒントが外側にあるグリッドの端になければなりません
error-rule-line-form = 行か列、「/」、合計が必要です（r3/15）
error-rule-line = 「{ $text }」ではなく、r3やc7のような行か列が必要です
error-rule-line-total = { $reason }（1と{ $side }の間の数字の合計は0〜{ $most }）
error-rule-pair = 辺で隣り合う2マスを結びます。「{ $text }」ではありません
error-rule-heading = dr、dl、ur、ulのいずれかが入るところに方向「{ $text }」があります
error-rule-crosses = その方向の斜めの線がグリッドを横切るマスが必要です
error-rule-cell = r1c1のようなマスが入るところに「{ $text }」があります（行と列は1〜{ $side }）
error-rule-total = { $lo }〜{ $hi }の数が入るところに合計「{ $text }」があります
error-rule-touch = 経路のマス{ $a }と{ $b }が接していません
error-rule-two-marks = { $kind ->
    [dots] { $a }と{ $b }にドットが2つあります
   *[xv] { $a }と{ $b }に印が2つあります（XとV）
}
error-rule-two-cages = { $cell }が2つのケージに入っています

## 破られた変形ルール

error-rule-pair-same = { $digit }が{ $a }と{ $b }にあります。{ $rule }
error-rule-relation = { $a }と{ $b }が{ $da }と{ $db }です：{ $rule }
error-rule-sum = { $cells }の合計が合いません：{ $rule }
error-rule-sandwich = { $a }から{ $b }までの合計が{ $total }になりません：{ $rule }
error-rule-digit = { $cell }が{ $digit }です：{ $rule }
error-rule-digit-forbidden = { $cell }が{ $digit }です：そのマスのルールで禁止されています

## コマンドラインの入力

error-directory = { $path }：ディレクトリです。パズルのファイルではありません
error-standard-input = 標準入力
error-not-utf8 = { $line }行目：UTF-8ではありません（バイト{ $byte }）

## ヒント・手順・評価が出せない理由

error-all-steps-sudoku = すべての手順を一度に出す（--all）のは数独だけです。バイナリーパズルとTangoは解き筋を表示します
error-step-contradicts = 手順「{ $step }」が解と矛盾します
error-notes-leave-out = { $cell }の候補に、解が必要とする{ $digit }が入っていません
error-rating-plain = Sudoku Explainerの評価は通常の9×9数独だけが対象です
error-stuck = 論理的な手順が見つかりません（候補がパズルと矛盾しています）
error-no-logical-step = 論理的な手順が見つかりません
error-no-step = 手順が見つかりません
error-practice-other = このゲームは練習局面のパズルではありません
error-practice-wrong = 練習局面に間違った数字があります

## 破られたキラーケージと、ありえないケージの合計

error-cages-inside = { $place ->
    [grid] グリッド内のケージの合計は{ $known }ですが、グリッドの数字の合計は{ $total }です
   *[unit] { $unit }内のケージの合計は{ $known }ですが、{ $unit }の数字の合計は{ $total }です
}
error-cages-inside-range = { $place ->
    [grid] グリッド内のケージの合計は{ $known }（ほかのマスを含めて{ $lo }〜{ $hi }）ですが、グリッドの数字の合計は{ $total }です
   *[unit] { $unit }内のケージの合計は{ $known }（ほかのマスを含めて{ $lo }〜{ $hi }）ですが、{ $unit }の数字の合計は{ $total }です
}

## 生成器が断る指定（--needs、--rules）

error-needs-unknown = { $kind }に不明なテクニック「{ $technique }」（使えるのは：{ $ids }）
error-needs-level = { $technique }は{ $level }のテクニックです：{ $asked }のパズルでは必要になりません（--level { $level }以上を指定してください）
error-needs-none = --needsにテクニックが指定されていません
error-needs-not-found = { $tries }回試しても{ $techniques }を使うパズルはできませんでした
error-needs-not-found-level = { $tries }回試しても{ $level }で{ $techniques }を使うパズルはできませんでした
error-family-unknown = 不明なルールの種類「{ $family }」（使えるのは：{ $names }）
error-family-twice = ルールの種類「{ $family }」が2回指定されています
error-family-both = 「{ $one }」と「{ $other }」はどちらか一方だけ指定してください

## 生成器が断る指定

error-generate-sudoku-size = 数独のサイズ{ $size }には対応していません（4、6、9、12、16、25のいずれか）
error-generate-killer-size = キラーのサイズ{ $size }には対応していません（4、6、9、12のいずれか）
error-generate-jigsaw-size = ジグソーのサイズ{ $size }には対応していません（{ $min }〜{ $max }）
error-generate-binary-size = バイナリーパズルのサイズ{ $size }には対応していません（4〜{ $max }の偶数）
error-generate-tango-size = Tangoのサイズ{ $size }には対応していません（4〜{ $max }の偶数）
error-generate-solved-size = 解けたバイナリーのグリッドのサイズ{ $size }には対応していません（2〜{ $max }の偶数）
error-generate-no-symmetry = { $kind ->
    [tango] Tangoには対称性のオプションがありません（指定：「{ $symmetry }」）
   *[binary] バイナリーパズルには対称性のオプションがありません（指定：「{ $symmetry }」）
}
error-generate-killer-symmetry = キラーには対称性のオプションがありません（指定：「{ $symmetry }」）：手がかりはケージと合計で、対称な初期数字ではありません
error-generate-symmetry = 不明な対称性「{ $symmetry }」（使えるのは：{ $names }）
error-generate-rot90 = rot90には一辺4以上が必要です
error-generate-rule-size = ルール「{ $rule }」はサイズ{ $size }には使えません
error-generate-rules-size = ルールの配置がある数独は4×4、6×6、9×9で作られます。{ $size }×{ $size }ではありません
error-generate-no-grid = { $rules }を満たす{ $size }×{ $size }の数独はありません：パズルを作るもとのグリッドがありません
error-generate-prove = --proveにはcargoの機能`prove`を有効にしたネイティブビルドが必要です
error-generate-prove-rules = --proveはインスタンスのあるルールには使えません：そのパズルは作る時点で既約であることが証明されています
error-per-page = --per-pageには1、2、4、6のいずれかを指定してください（指定：{ $got }）
