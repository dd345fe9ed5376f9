# 盤面とパネルの言葉（render*.js、grid-drawing.js、announce.js、replay.js、チュートリアル）（日本語）。
# ID は英語のファイル（www/locales/en/view.ftl）と同じです。説明はそちらにあります。

## render.js: the options, the rules above the board, the level line and the hint panel

busy-restarting = パズルエンジンを再起動しています…
busy-seconds = { $seconds }秒
import-verdict-seconds = { $text } { $seconds }秒
import-example-either = { $long } または { $short }
rules-text-rule = { $title }：{ $about }
rules-text-all = ルールをすべて表示
rules-text-fewer = 折りたたむ
puzzle-level-practice = 練習：{ $name }（{ $level }）
puzzle-level-findall = すべて見つける：{ $name }（{ $level }）
puzzle-level-example = 例：{ $name }（{ $level }）
puzzle-level = このパズル：{ $level }
puzzle-level-hardest = 最難ステップ：{ $step }
# Same as English
puzzle-level-rating = SE{"\u00A0"}{ $rating }
puzzle-level-rating-about = SE { $rating }：Sudoku Explainer の評価値です。愛好家がパズルの難しさを比べる尺度です
puzzle-level-grading = このパズル：難易度を判定中…
puzzle-level-grading-time = このパズル：難易度を判定中… { $seconds }秒
puzzle-level-unknown = このパズル：難易度不明
puzzle-level-unknown-why = このパズル：難易度不明（{ $why }）
hint-looking-title = ヒント
hint-looking = 次のステップを探しています…
hint-looking-big = 大きな盤面では数秒かかります。
hint-next-mistake = もう一度「ヒント」を押すと、どの入力がなぜ間違っているかを表示します。
hint-next-reasoning = もう一度「ヒント」を押すと、理由を表示します。
hint-apply-place = もう一度「ヒント」を押すと、このステップを適用します。
hint-apply-proof = もう一度「ヒント」を押すと、このステップを適用します。数字が入り、それまでのステップで除外した候補は次のヒントのために保持されます。
hint-apply-notes = もう一度「ヒント」を押すと、このステップをメモに適用します。
hint-apply-fill-notes = ここから数ステップ以内に置ける数字がないため、このステップはメモを使います。もう一度「ヒント」を押すと、関係するマスのメモを埋めてから、このステップを適用します。
hint-apply-erase = もう一度「ヒント」を押すと、それを消去します。

## step-record.js: a chain's Eureka notation, on a line under its reasoning

hint-chain = 連鎖：{ $chain }

## render-grid.js: the grid's cells and keypad, the binary line counts, the Killer cage help

view-cell-said = { $cell }、{ $what }
grid-cell-given = 初期配置
grid-cell-signs = 記号 { $signs }
grid-cell-notes = メモ { $notes }
grid-cell-breaks = ルール違反
grid-cell-line-breaks = ルール違反のある行または列
grid-cell-wrong = 間違い
grid-cell-missed = 見落とし：{ $notes }
grid-cell-evidence = ヒントの根拠
keypad-erase = 消去
keypad-left = 残り{ $count }個
keypad-all-placed = すべて配置済み
keypad-colour = 色{ $number }、{ $name }
line-counts-rows = 行：あと必要な0と1の数
line-counts-columns = 列：あと必要な0と1の数
line-counts-rows-tango = 行：あと必要な太陽と月の数
line-counts-columns-tango = 列：あと必要な太陽と月の数
line-counts-row = { $number }行目：{ $needs }
line-counts-row-bad = { $number }行目：{ $needs }、ルール違反
line-counts-column = { $number }列目：{ $needs }
line-counts-column-bad = { $number }列目：{ $needs }、ルール違反
line-needs = あと0が{ $zeros }個、1が{ $ones }個必要
line-needs-zeros-over = 0が{ $zeros }個多すぎ、1があと{ $ones }個必要
line-needs-ones-over = 0があと{ $zeros }個必要、1が{ $ones }個多すぎ
line-needs-both-over = 0が{ $zeros }個多すぎ、1が{ $ones }個多すぎ
line-needs-tango = あと太陽が{ $zeros }個、月が{ $ones }個必要
line-needs-suns-over = 太陽が{ $zeros }個多すぎ、月があと{ $ones }個必要
line-needs-moons-over = 太陽があと{ $zeros }個必要、月が{ $ones }個多すぎ
line-needs-tango-both-over = 太陽が{ $zeros }個多すぎ、月が{ $ones }個多すぎ
cage-help-select = ケージのマスを選ぶと、入る数字の組み合わせを表示します。
cage-help-no-sum = 合計のない{ $size }マスのケージ：同じ数字は入りません
cage-help-none = { $size }マスで{ $sum }：置いた数字に合う組み合わせはありません
cage-help-none-said = { $size }マスで合計{ $sum }：置いた数字に合う組み合わせはありません
cage-help-sets = { $size }マスで{ $sum }：{ $sets }
cage-help-sets-said = { $size }マスで合計{ $sum }：{ $sets }
cage-help-label = ケージの組み合わせ：{ $words }

## grid-drawing.js: a cell's cage in its description

cage-cell-single = 合計{ $sum }の1マスのケージ
cage-cell-single-no-sum = 合計のない1マスのケージ
cage-cell = 合計{ $sum }の{ $size }マスのケージ内
cage-cell-no-sum = 合計のない{ $size }マスのケージ内

## render-marks.js: a cell's corner marks and colours in its description

marks-corner = 隅メモ { $marks }
marks-colour = { $number }（{ $name }）
marks-colours = 色 { $colours }

## render-rules.js: a Sudoku rule's marks at a cell, in its description

rule-cell-main-diagonal = 主対角線上
rule-cell-anti-diagonal = 副対角線上
rule-cell-window = ウィンドウ{ $number }内
rule-cell-unit = { $name }内
rule-cell-even = 偶数マス
rule-cell-odd = 奇数マス
rule-cell-thermo-bulb = サーモの球
rule-cell-thermo = サーモ上、球から{ $step }番目
rule-cell-renban = 連番ライン上
rule-cell-whisper = ジャーマンウィスパーライン上
rule-cell-arrow-circle = アローの円
rule-cell-arrow = { $cell }からのアロー上
rule-cell-white-dot = { $cell }との間に白丸
rule-cell-black-dot = { $cell }との間に黒丸
rule-cell-x = { $cell }との間にX
rule-cell-v = { $cell }との間にV
rule-cell-sandwich-row = { $number }行目のサンドイッチの合計は{ $total }
rule-cell-sandwich-column = { $number }列目のサンドイッチの合計は{ $total }
rule-cell-little-killer = { $cell }から始まる合計{ $total }のリトルキラー対角線上

## announce.js: what a screen reader hears of a move, and a row, column or block read aloud

said-move = { $moves }。
said-move-clash = { $moves }。{ $clash }。
said-move-broken = { $moves }。ルール違反です。
said-cleared = { $cell }を消去
said-notes-added = メモ{ $notes }を追加
said-notes-removed = メモ{ $notes }を削除
said-more-note-cells = ほか{ $count }マスのメモ
said-clears = { $count }マスのメモから{ $symbol }を削除
said-clears-any = { $count }マスのメモを削除
said-more-changes = ほか{ $count }件の変更
said-corner-added = 隅メモ{ $mark }を追加
said-corner-removed = 隅メモ{ $mark }を削除
said-corner-added-cells = { $count }マスに隅メモ{ $mark }を追加
said-corner-removed-cells = { $count }マスから隅メモ{ $mark }を削除
said-colour-added = 色{ $number }（{ $name }）を追加
said-colour-removed = 色{ $number }（{ $name }）を削除
said-colour-added-cells = { $count }マスに色{ $number }（{ $name }）を追加
said-colour-removed-cells = { $count }マスから色{ $number }（{ $name }）を削除
said-clash-row = { $symbol }はすでに{ $row }行目の{ $cell }にあります
said-clash-column = { $symbol }はすでに{ $column }列目の{ $cell }にあります
said-clash-block = { $symbol }はすでに同じブロックの{ $cell }にあります
said-clash-region = { $symbol }はすでに同じ領域の{ $cell }にあります
said-clash-cage = { $symbol }はすでに同じケージの{ $cell }にあります
said-row = { $number }行目：{ $cells }。
said-column = { $number }列目：{ $cells }。
said-block = ブロック{ $number }：{ $cells }。
said-region = { $cell }の領域：{ $cells }。

## render-panels.js: a fault's details, the statistics, the replay, the tutorial, saved games, the backup, the library, the Learn panel

details-copy = 詳細をコピー
details-copied = 詳細をコピーしました
stats-reset-button = 統計をリセット
stats-reset-armed = もう一度押すとリセット
stats-streak = 今日の数独：{ $current }日連続（最高{ $best }日）。
stats-assists = 補助をオンにして解いた回数：{ $assists }。
stats-assist-count = { $assist } { $count }回
stats-solved-unassisted = { $solved }（補助なし{ $unassisted }）
replay-loading = 解き筋を計算しています…
replay-loading-big = エンジンが{ $side }×{ $side }のパズルを人と同じように1ステップずつ解いています。ほとんどは数秒、最も難しいものは1分以上かかります。「リプレイを閉じる」で中止します。
replay-start = スタート：初期配置（解答まで{ $total }ステップ）
replay-start-text = 「次のステップ」（または右矢印キー）を押すと、エンジンがこのパズルを論理で解く様子を1ステップずつ見られます。
replay-counter = ステップ{ $index }／{ $total }
replay-step-title = { $title }・{ $level }
replay-solved = { $total }ステップで解けました
replay-solved-text = すべてのマスが埋まりました。「前のステップ」を押すと解き筋をさかのぼれます。
replay-hardest = 最も難しかったのはステップ{ $number }：{ $name }（{ $level }）です。
replay-moves-summary = 共有されたリプレイです。リンクを送った人の手順を順番に再生します。自分で解くには、リプレイを閉じてください。
replay-moves-start = スタート：初期配置（最後まで{ $total }手）
replay-moves-next = 「次のステップ」（または右矢印キー）を押すと、1手ずつ見られます。
replay-moves-counter = { $index }手目／{ $total }手
replay-moves-solved = { $move }{ $total }手で解けました。
replay-moves-last = { $move }これが最後の手です。
tutorial-button-next = 次へ
tutorial-button-finish = 完了
tutorial-cell-marked = 強調表示
games-ago-now = たった今
games-ago-minutes = { $count }分前
games-ago-hours = { $count }時間前
games-ago-yesterday = 昨日
games-ago-days = { $count }日前
games-played = プレイ時間 { $time }
games-continue-label = { $game }を続ける、{ $meta }
games-remove = 削除
games-remove-armed = 本当に削除しますか？
games-remove-label = { $game }を削除
games-remove-armed-label = { $game }を本当に削除
games-damaged = 読み込めなかったセーブデータ
games-damaged-name = 読み込めなかったセーブデータ（{ $reason }）
backup-ask = バックアップには{ $summary }が含まれています。このブラウザーのすべてのゲーム、統計、設定がバックアップの内容に置き換えられます。
backup-ask-made = { $date }に作成したバックアップには{ $summary }が含まれています。このブラウザーのすべてのゲーム、統計、設定がバックアップの内容に置き換えられます。
replaced-text = 前のゲームを保存しました：{ $game }。
library-family-sudoku = 数独
library-family-killer = キラー数独
library-family-binary = バイナリーパズル
# Same as English
library-family-tango = Tango
library-tally = 練習{ $attempts }回、正解{ $successes }回
library-example = 例
library-practise = 練習
library-puzzle = パズル
library-findall = すべて見つける
library-example-label = { $name }の例
library-practise-label = { $name }を練習
library-puzzle-label = { $name }が必要なパズルを1問
library-findall-label = { $name }をすべて見つける
library-technique-family = { $name }（{ $family }）
library-family-binary-short = バイナリー
library-none = 「{ $query }」に一致するテクニックはありません。
weak-title = 苦手なテクニック
weak-note = ゲームで最も多くヒントを必要としたテクニックと、練習で正解できなかったテクニックです。
weak-hints = ヒント{ $count }回
weak-wrong = 練習の不正解{ $count }回
weak-practise-label = 苦手な{ $name }を練習
weak-puzzle = 苦手をまとめて練習
weak-puzzle-label = 苦手をまとめて練習：{ $names }が必要なパズルを1問
learn-panel-example = 例：{ $name }
learn-panel-practise = 練習：{ $name }
learn-panel-findall = すべて見つける：{ $name }
learn-panel-description = { $level }。{ $description }
learn-panel-answer = 盤面に答えを書き込んでから「チェック」を押してください。
learn-panel-again = もう一度試す
learn-panel-next = 次の局面
learn-panel-another = 別の例

## render-steps.js: All steps here

all-steps-looking = この局面のすべてのステップを探しています…
all-steps-failed = 一覧を作れませんでした：{ $error }
all-steps-note = { $techniques }種類のテクニックで{ $steps }ステップあります。やさしい順に並び、最初のものがヒントのステップです。選ぶと盤面に描かれます。
all-steps-every = すべてのテクニック（{ $count }）
all-steps-technique = { $name }（{ $count }）

## replay.js: a player's move, in the replay of a shared link

replay-move = { $changes }。
replay-move-separator = 、
replay-move-none = 変化なし。
replay-move-cells = { $count }マス
replay-move-placed = { $cells }に{ $symbol }
replay-move-entries = { $cells }に入力
replay-move-erased = { $cells }を消去
replay-move-notes = { $cells }のメモ
replay-move-notes-cleaned = { $cells }のメモを整理
replay-move-drawn = { $cells }の隅メモまたは色

## tutorial.js: the tutorial's progress and its answers to a move

tutorial-progress = ステップ{ $step }／{ $steps }
tutorial-progress-alone = 自分で解いてみましょう
tutorial-progress-done = 完了
tutorial-feedback-given = そのマスは初期配置なので変更できません。
tutorial-feedback-one-more = 正解です。あと1つ。
tutorial-feedback-right = 正解です！「次へ」を押してください。
tutorial-feedback-nothing = このステップでは何も入力しません。「次へ」を押してください。
tutorial-feedback-broken = そこに{ $symbol }を置くとルール違反です：{ $rule }。
tutorial-feedback-not-cell = まだそのマスではありません。強調表示されたマスを見てください。{ $why }
tutorial-feedback-not-symbol = { $symbol }ではありません：{ $why }

## tutorial-sudoku.js: the Sudoku lesson

tutorial-sudoku-title = 数独の遊び方
tutorial-sudoku-offer = 数独は初めてですか？ 1分のチュートリアルをどうぞ。
tutorial-sudoku-rules = 数独は行・列・ブロックでできた盤面です（ここでは4×4の盤面に2×2のブロック）。ルールは、どの行・列・ブロックにも1から4の数字がちょうど1つずつ入ることです。灰色の数字は初期配置で、残りをあなたが埋めます。「次へ」を押してください。
tutorial-sudoku-row = 1行目（強調表示）にはすでに1、2、3があります。空いているマスを選び、足りない数字を入力してください（下のボタンでも入力できます）。
tutorial-sudoku-row-why = 1行目には1から4が1つずつ必要です。まだ入っていないのはどれでしょう？
tutorial-sudoku-column = 次は1列目（強調表示）です。1、3、2があります。空いているマスを埋めてください。
tutorial-sudoku-column-why = 1列目には1から4が1つずつ必要です。まだ入っていないのはどれでしょう？
tutorial-sudoku-block = ブロックも同じです。右下のブロック（強調表示）には4、3、2があります。空いているマスを埋めてください。
tutorial-sudoku-block-why = ブロックには1から4が1つずつ必要です。まだ入っていないのはどれでしょう？
tutorial-sudoku-alone = 今度は自分で解いてみましょう。1マスに数字は1つ、各行・列・ブロックに各数字は1回ずつです。ルールに反する数字は赤く表示されます。本番のゲームでは、行き詰まったら「ヒント」が次のステップを説明します。
tutorial-sudoku-done = 解けました！ これで全部です。大きな盤面（9×9から25×25まで）も同じルールです。「完了」を押して遊びましょう。

## tutorial-binary.js: the binary-puzzle lesson

tutorial-binary-title = バイナリーパズルの遊び方
tutorial-binary-offer = バイナリーパズルは初めてですか？ 1分のチュートリアルをどうぞ。
tutorial-binary-rules = 盤面を0と1で埋めます。ルールは3つです。行や列で同じ数字が3つ続いてはいけません。どの行と列にも0と1が同じ数だけ入ります（ここでは3つずつ）。同じ並びの行どうし、列どうしがあってはいけません。「次へ」を押してください。
tutorial-binary-pair = 1行目は1が2つ並んで始まります（強調表示）。その隣に3つ目の1を置くと3つ続いてしまうので、次のマスは0です。そのマスを選んで0を入力してください（下の0を押しても入力できます）。
tutorial-binary-pair-why = 1が2つ並んでいます。その隣は3つ目の1にはなれません。
tutorial-binary-between = 2行目では、空いているマスが2つの0に挟まれています（強調表示）。そこに0を置くと3つ続いてしまいます。埋めてください。
tutorial-binary-between-why = 2つの0の間に3つ目の0を置くと、3つ続いてしまいます。
tutorial-binary-full = 6行目（強調表示）にはすでに0が3つあるので、空いているマスはすべて1です。両方とも埋めてください。
tutorial-binary-full-why = 6行目にはすでに0が3つあり、1つの行には0と1がちょうど3つずつ入ります。
tutorial-binary-alone = 今度は自分で解いてみましょう。マスをクリックすると0、1、空白と切り替わります。マスを選んで入力することもできます。本番のゲームでは各行・列の横に、あと何個の0と1が必要かが表示されますが、ここでは自分で数えてください。
tutorial-binary-done = 解けました！ 大きな盤面（20×20まで）も同じ3つのルールです。「完了」を押して遊びましょう。
