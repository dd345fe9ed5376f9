# ページの固定テキスト（index.html の `data-l10n-id`）と操作部品の言葉（日本語）。

## Page

page-description =
    .content = Deduce：解き方を説明するヒント付きのロジックパズル。ブラウザーでオフラインでも遊べます。
# Same as English
page-title = Deduce

## Header

# Same as English
header-title = Deduce
header-grade-stop = 中止
header-timer =
    .aria-label = 経過時間
header-pause =
    .aria-label = 一時停止
    .title = 一時停止

## A new game replaced one with entries

replaced-back = 前のゲームに戻る
replaced-dismiss =
    .aria-label = 閉じる

## Tutorial offer

tutorial-offer-start = チュートリアルを始める
tutorial-offer-decline = 今はしない

## Board

board =
    .aria-label = 盤面
board-cancel = キャンセル
board-paused = 一時停止中
board-resume = 再開

## Controls

controls =
    .aria-label = 操作
keypad =
    .aria-label = キーパッド
tools =
    .aria-label = ツール
tools-notes = メモ
    .title = メモ（スペース、Ctrl+数字）
tools-corner = 隅メモ
    .title = 隅メモ（Shift+数字）
tools-colour = 色塗り
    .title = マスに色を塗る（1〜9）
tools-fill-notes = メモを自動入力
tools-undo = 元に戻す
tools-redo = やり直す
tools-hint = ヒント
    .title = ヒント（?）
tools-check = チェック
tools-reveal = 答えを表示
tools-reveal-all = 全解答を表示
tools-restart = 最初から
tools-share = 共有
tools-import = 読み込む
fault-details =
    .aria-label = エラーの詳細

## After a solve

finish-replay = リプレイ
finish-share-result = 結果を共有
finish-share-replay = リプレイを共有
finish-next-puzzle = 次のパズル

## Replay

replay-panel =
    .aria-label = リプレイ
replay-prev = 前のステップ
replay-next = 次のステップ
replay-close = リプレイを閉じる

## Learn panel

learn-step = ステップを表示
learn-practise = 練習
learn-library = テクニック一覧

## Hint

hint-panel =
    .aria-label = ヒント
hint-all = この局面のすべてのステップ

## Next game

options-title = 次のゲーム
options-kind = パズル
options-kind-sudoku = 数独
options-kind-sudoku-x = 対角線数独
options-kind-jigsaw = ジグソー数独
options-kind-killer = キラー数独
options-kind-binary = バイナリーパズル
# Same as English
options-kind-tango = Tango
options-rules = ルール
options-rules-classic = 標準
options-mix = 組み合わせ
options-mix-none = なし
options-size = サイズ
options-level = 難易度
options-level-easy = 初級
options-level-medium = 中級
options-level-hard = 上級
options-level-expert = エキスパート
options-level-master = マスター
options-symmetry = 対称性
options-symmetry-none = なし
options-symmetry-rot180 = 180°回転対称
options-symmetry-rot90 = 90°回転対称
options-symmetry-mirror-h = 左右対称
options-symmetry-mirror-v = 上下対称
options-symmetry-diagonal = 対角線対称
options-proven = 最小であることを証明済み（用意されたセットから）
options-new-game = 新しいゲーム
options-daily = 今日の数独
options-continue = 続きから
options-learn = 学ぶ
options-booklet = 冊子を印刷

## Settings and help

more =
    .aria-label = 設定とヘルプ

## Settings

settings = 設定
settings-language = 言語
settings-language-browser = ブラウザーに合わせる
settings-theme = テーマ
settings-theme-system = システムに合わせる
settings-theme-light = ライト
settings-theme-dark = ダーク
settings-timer = タイマーを表示
settings-autoclean = 数字を置いたらメモを消す
settings-peers = 行・列・ブロックを強調表示
settings-same = 同じ数字を強調表示
settings-digitfirst = 数字から入力：数字を選んでからマスをタップ
settings-autocheck = 間違った入力をすぐに表示（ヘルプとして数えます）
settings-conflicts = ルールに反するマスを表示
settings-counts = 各記号の残り数を表示
settings-colour-numbers = 色を付けたマスに色番号を表示
settings-notation = 連鎖をEureka記法でも表示（上級者向け）
settings-assists-note = すべての補助（矛盾、間違った入力、メモの自動消去、同じ数字、残り数）をオフにすると、統計では補助なしの解答として数えます。
settings-backup-export = バックアップを書き出す
settings-backup-import = バックアップを読み込む
settings-backup-note = バックアップは、保存したすべてのゲーム、統計、設定をまとめた1つのファイルです。保管したり、別の端末で読み込んだりできます。読み込むと、このブラウザーの内容が置き換えられます（事前に確認します）。

## Statistics

stats = 統計
stats-empty = このブラウザーで解いたパズルはまだありません。
stats-caption = 解いたパズルとベストタイム（ベストタイムはヘルプなしで解いたゲームのみ）
stats-col-puzzle = パズル
stats-col-level = 難易度
stats-col-solved = 解いた数
stats-col-best = ベスト
stats-note = ベストタイムは、ヒント・チェック・答えの表示を使わずに解いたゲームだけが対象です。

## How to play

help = 遊び方
help-sudoku = 各行・各列・各ブロックに、どの記号もちょうど1回ずつ入るように埋めます。マスをクリックまたはタップし（矢印キーでも選べます）、数字を入力するか、キーパッドのボタンを押します。Backspace、Delete、0 で消去します。Shift を押しながら入力するか、メモ（スペース）をオンにすると、候補をメモできます。? キーでヒントを表示します。もう一度押すと理由を、3回目で適用します。Ctrl+Z で元に戻し、Ctrl+Y でやり直します。
help-binary = グリッドを0と1で埋めます。各行・各列の0と1の数は同じで、同じ数字が縦や横に3つ続けて並ぶことはなく、まったく同じ行どうし・列どうしもありません。マスをクリックまたはタップすると、0、1、空白の順に切り替わります。矢印キーで選んで0か1を入力することもできます。Backspace か Delete で消去します。各行の横と各列の下の数字は、その行や列にあといくつの0（左または上）と1（右または下）が必要かを示します。? キーでヒントを表示します。もう一度押すと理由を、3回目で適用します。Ctrl+Z で元に戻し、Ctrl+Y でやり直します。
help-killer = キラー数独：点線で囲まれた各ケージには異なる数字が入り、その合計は隅の小さな数になります。最初から入っている数字はわずかか、まったくありません。マスを選ぶと、キーパッドの下の欄に、そのケージにまだ入りうる数字の組み合わせが表示されます。
help-tango = Tango：グリッドを太陽（☀、0 を入力）と月（☾、1 を入力）で埋めます。各行・各列の太陽と月の数は同じで、同じ記号が縦や横に3つ続けて並ぶことはありません。2つのマスの間の = はそのマスに同じ記号が入ること、× は違う記号が入ることを表します。同じ並びの行や列があってもかまいません。マスをクリックまたはタップすると切り替わります。? キーでヒントを表示します。
help-tutorial-start = チュートリアルを始める
help-keys-title = キーボード
# Same as English
help-key-ctrl = Ctrl
# Same as English
help-key-shift = Shift
help-key-space = スペース
# Same as English
help-key-backspace = Backspace
# Same as English
help-key-delete = Delete
help-keys-symbol-1 = 記号を入力：メモは
help-keys-symbol-2 = を押しながらか「メモ」モードで、隅メモは
help-keys-symbol-3 = を押しながらか「隅メモ」モードで、色（1〜9）は「色塗り」モードで
help-keys-notes-1 = メモのオン／オフ（N が記号でなければ
help-keys-notes-2 = でも可）
help-keys-hint-1 = ヒント（H が記号でなければ
help-keys-hint-2 = でも可）
help-keys-erase-1 = 消去（数独では
help-keys-erase-2 = も可）
help-keys-arrows = 矢印キー
help-keys-move-1 = 選択を移動（
help-keys-move-2 = +矢印キーで複数のマスを選択）
help-keys-drag-1 = ドラッグまたは
help-keys-drag-2 = +クリック
help-keys-select-1 = 複数のマスを選択：記号、メモ、消去がまとめて適用されます（
help-keys-select-2 = で1マスの選択に戻る）
help-keys-undo = 元に戻す、やり直す
help-keys-read = 選択中のマスの行・列・ブロックを読み上げる（スクリーンリーダーでは各操作も読み上げられます）

## Import dialog

dialog-import-title = パズルを読み込む
dialog-import-label = ゲームIDまたはパズルの1行表記
dialog-import-help = ゲームID、それを含むリンク、パズルの1行表記、複数行のグリッド、または他のアプリ（HoDoKu、SudokuWiki）の候補付きグリッドを入力できます。候補はメモになります。
dialog-import-cancel = キャンセル
dialog-import-load = 読み込む
dialog-import-anyway = このまま遊ぶ
dialog-import-close = 閉じる

## Saved games dialog

dialog-games-title = ゲームを続ける
dialog-games-empty = このブラウザーには、ほかに途中のゲームは保存されていません。
dialog-games-damaged =
    .aria-label = 読み込めなかった保存データ
dialog-games-note = ゲームはプレイ中にこのブラウザーへ保存されます。残るのは最新の50件までで、それを超えると、まず終わったゲームが、次に古い途中のゲームが削除されます。
dialog-games-close = 閉じる

## Tutorial dialog

dialog-tutorial-grid =
    .aria-label = チュートリアルのパズル
dialog-tutorial-keys =
    .aria-label = チュートリアルのキーパッド
dialog-tutorial-skip = スキップ

## Learn dialog

dialog-library-title = 学ぶ
dialog-library-note = Deduce が知っているすべてのテクニックを、やさしい順に並べています。「例」はヒントと同じ図でパズル上に1つ示し、「練習」はそれが最もやさしい次の一手になる局面を出題します。
dialog-library-search =
    .aria-label = テクニックを検索
    .placeholder = テクニックを検索
dialog-library-close = 閉じる

## All steps dialog

dialog-steps-title = この局面のすべてのステップ
dialog-steps-filter = テクニック
dialog-steps-close = 閉じる

## Booklet dialog

dialog-booklet-title = 冊子を印刷
dialog-booklet-kept = この冊子に追加済み：
dialog-booklet-count = 問題数
dialog-booklet-per-page = 1ページあたりの問題数
dialog-booklet-paper = 用紙
dialog-booklet-paper-letter = レター
dialog-booklet-solutions = 解答を巻末に付ける
dialog-booklet-make = 冊子を作成
dialog-booklet-add = 追加して、さらに選ぶ
dialog-booklet-cancel = キャンセル

## Booklet preview

booklet =
    .aria-label = 冊子
booklet-print = 印刷
booklet-close = 冊子を閉じる

## Backup dialog

dialog-backup-title = このブラウザーのゲームをバックアップで置き換えますか？
dialog-backup-cancel = 今のままにする
dialog-backup-confirm = 置き換える

## Reveal dialog

dialog-reveal-title = 解答をすべて表示しますか？
dialog-reveal-text = すべてのマスが埋まります。解答を表示したゲームは、表示を元に戻して自分で解き終えても、統計では解いたものとして数えられません。
dialog-reveal-cancel = プレイを続ける
dialog-reveal-confirm = 解答を表示
