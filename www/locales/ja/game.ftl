# Deduce: game (ja). See www/i18n.js PARTS.
# ゲームの状態が伝える文：メッセージ、ダイアログ、統計、保存したゲーム、共有、冊子、パズルの種類・難易度・ルールの名前。
# ID は www/locales/en/game.ftl と同じです（変数の説明もそちらにあります）。

## Kinds, levels and rules (kinds.js)

kind-sudoku = 数独
kind-sudoku-x = 対角線数独
kind-jigsaw = ジグソー数独
kind-killer = キラー数独
kind-binary = バイナリーパズル
# Same as English
kind-tango = Tango
kind-binary-puzzle = バイナリーパズル
# Same as English
game-name = { $kind } { $side }×{ $side }
# Same as English
game-name-rules = { $called } { $kind } { $side }×{ $side }
level-easy = 初級
level-medium = 中級
level-hard = 上級
level-expert = エキスパート
level-master = マスター
rule-thermo = サーモ
rule-arrow = アロー
rule-kropki = 白黒ドット
rule-kropki-all = 白黒ドット（全ドット表示）
# Same as English
rule-xv = XV
rule-xv-all = XV（全記号表示）
rule-whisper = ジャーマンウィスパー
rule-renban = レンバン
rule-cage = キラーケージ
rule-littlekiller = リトルキラー
rule-sandwich = サンドイッチ
rule-evenodd = 偶数・奇数
rule-nonconsecutive = 非連続
rule-antiknight = アンチナイト
rule-antiking = アンチキング
rule-windoku = ウィンドク
clues-irreducible = 最小であることを証明済み
clues-spare = 解は1つ、初期数字のうち{ $count }個は不要かもしれません
level-note-easy = { $size }×{ $size } のパズルはすべて初級です。
level-note-missing = { $size }×{ $size } では、生成器が保証できないため提供していません：{ $list }。
level-note-first = { $level }（{ $tries }回の試行で{ $hits }回）
level-note-item = { $level }（{ $tries }回中{ $hits }回）
level-missed = 「{ $asked }」を指定しましたが、生成器の試行では出なかったため、このパズルは「{ $got }」です。
daily-title = 今日の数独・{ $date }
daily-title-rules = 今日の数独・{ $date }（{ $rules }）
symbol-empty = 空
symbol-sun = 太陽
symbol-moon = 月
assist-conflicts = 矛盾を表示
assist-wrong-entries = 誤りを表示
assist-notes-cleaned = メモを自動消去
assist-same-digit = 同じ数字を強調
assist-counts = 残り数を表示
colour-orange = オレンジ
colour-sky-blue = 空色
colour-green = 緑
colour-yellow = 黄
colour-blue = 青
colour-vermilion = 朱色
colour-pink = ピンク
colour-grey = 灰色
colour-dark-grey = 濃い灰色
list-separator = 、
sentence-separator = {""}

## Starting the page and links (main.js)

main-id-too-long = { $length }文字あり、パズルとしては長すぎます
main-link-fault = リンクのパズルを開けませんでした。{ $fault }
main-link-cancelled = リンクのパズルは開きませんでした：キャンセルされました。
main-link-interrupted = リンクのパズルは開きませんでした：別の処理に中断されました。
main-link-failed = リンクのパズルを読み込めませんでした：{ $reason }
main-saves-separator = 。
main-saves-others-kept = { $notes }。ほかの保存済みゲームはそのまま残っています。
main-saves-new-game = { $notes }。新しいゲームを用意しました。
main-new-link-fault = そのリンクのパズルを開けませんでした。{ $fault }今のゲームはそのままです。
main-new-link-interrupted = そのリンクのパズルを読み込めませんでした：別の処理に中断されました。今のゲームはそのままです。
main-new-link-failed = そのリンクのパズルを読み込めませんでした：{ $reason }。今のゲームはそのままです。
main-fatal = Deduce を起動できませんでした：{ $reason }

## Saved games, statistics and backups in the browser (storage.js)

storage-damaged = 保存データが壊れています
storage-newer-version = 保存データは新しいバージョンの Deduce のものです
storage-old-version = 保存データは古いバージョンの Deduce のものです
storage-backup-games = ゲーム{ $count }件
storage-backup-statistics = 統計
storage-backup-settings = 設定
storage-backup-too-large = このファイルは Deduce のバックアップとしては大きすぎます。
storage-backup-not-json = このファイルは Deduce のバックアップではありません（JSON ではありません）。
storage-backup-not-backup = このファイルは Deduce のバックアップではありません。
storage-backup-newer = このバックアップは新しいバージョンの Deduce で作られています（形式 { $format }）。
storage-backup-damaged = このバックアップは壊れています：中身が Deduce の保存する項目ではありません。

## Faults in the engine (faults.js)

fault-crash = パズルエンジンが予期せず停止しました。
fault-too-large = このパズルは大きすぎて、ここではチェックできません。
fault-too-large-seconds = このパズルは大きすぎて、ここではチェックできません（{ $seconds }秒以上かかりました）。
fault-too-large-minutes = このパズルは大きすぎて、ここではチェックできません（{ $minutes }分以上かかりました）。
fault-puzzle = このパズルで問題が発生しました。
fault-timeout-seconds = ここでは{ $seconds }秒以上かかりました。
fault-timeout-minutes = ここでは{ $minutes }分以上かかりました。
fault-engine = パズルエンジンで問題が発生しました。

## The game on the board (state-board.js)

board-grade-fault = { $fault }このパズルの難易度を判定できませんでした。ゲームは無事です。
board-grade-too-large = 大きすぎてここでは判定できません
board-grade-failed = 問題が発生しました
board-grade-stopped = 中止しました
board-save-gone = 保存データがありません
board-progress-back = このパズルの保存した進行状況を復元しました。
board-other-tab-moves = 別のタブで入力した手を表示しています。
board-other-tab-newer = このゲームは別のタブで変更されました。新しい方を表示しています。
board-said-move = { $what }：{ $change }
board-said-done = { $what }。
board-undone = 元に戻しました
board-redone = やり直しました
board-notes-filled = メモを自動入力しました
board-restarted = 最初からやり直し：入力とメモをすべて消しました
board-fault = { $fault }ゲームは無事です。
board-revive-failed = { $fault }このゲームを開き直せませんでした。最後の保存データは残っています。新しいゲームを始めるか、あとで「続きから」で選んでください。
board-given = そのマスは初期数字なので変更できません。
board-check-entries = 間違った入力{ $entries }か所に印を付けました。
board-check-notes = { $notes }マス（印付き）のメモに、そのマスに必要な数字が入っていません。
board-check-both = 間違った入力{ $entries }か所に印を付けました。また、{ $notes }マス（印付き）のメモに、そのマスに必要な数字が入っていません。
board-check-none = 今のところ間違いはありません。
board-reveal-select = 答えを表示する空きマスか間違ったマスを選んでください。
board-link-copied = リンクをクリップボードにコピーしました。
board-link-copy = このリンクをコピーしてください：{ $url }
board-result-copied = 結果をクリップボードにコピーしました。好きな場所に貼り付けてください。
board-result-copy = この結果をコピーしてください：{ $text }
board-replay-copied = リプレイのリンクをクリップボードにコピーしました。このパズルを開き、あなたの手順を順に再生します（手順はリンクに含まれ、どこにも送信されません）。
board-replay-copy = このリプレイのリンクをコピーしてください：{ $link }

## Statistics and the finish (state-stats.js)

stats-help-auto-check = 自動チェック
stats-help-hints = ヒント{ $count }回
stats-help-checks = チェック{ $count }回
stats-help-reveals = 答えの表示{ $count }回
stats-finish-revealed = 答えを表示したため、統計には数えません。タイム { $time }、使ったヘルプ：{ $help }。
stats-finish-binary = バイナリーパズル { $side }×{ $side }
stats-finish-name-level = { $name }（{ $level }）
stats-finish-new-best = { $what }の新記録です（{ $solved }問クリア）。
stats-finish-best = { $what }のベスト：{ $best }（{ $solved }問クリア）。
stats-finish-count = { $what }：{ $solved }問クリア。
stats-finish-solved = クリア！タイム { $time }、使ったヘルプ：{ $help }。{ $tally }
stats-finish-solved-clean = クリア！タイム { $time }、ヘルプなし。{ $tally }

## Saved games: Continue, Back (state-saves.js)

# 「続きから」の一覧は最後の list-separator（、）で名前と進み具合を分けて表示します。
saves-game = { $name }、{ $open }マス中{ $filled }マス入力済み
saves-name-level = { $name }、{ $level }
saves-today = 今日の数独
saves-daily = { $date }の数独
saves-restore-failed = このパズルの保存した進行状況を復元できませんでした（{ $reason }）。最初から始まります。
saves-no-room = ブラウザーに保存する空きがありません
saves-not-restored = 保存したゲームを復元できませんでした（{ $reason }）
saves-continue-failed = そのゲームを復元できませんでした（{ $reason }）。今のゲームはそのままです。
saves-continue-gone = そのゲームはもう保存されていません。
saves-back-failed = そのゲームを復元できませんでした（{ $reason }）。
saves-back-gone = そのゲームを復元できませんでした。

## New game, Today's Sudoku, Import and links (state-newgame.js)

newgame-several-solutions = このパズルには解が複数あるため、ヒント・チェック・答えの表示は使えません。このまま遊ぶか、「閉じる」で今のゲームに戻ってください。
newgame-daily = { $title }。
newgame-daily-level = { $title }：{ $level }。
newgame-picking = 用意されたセットから { $size }×{ $size } の{ $kind }を選んでいます…
newgame-generating = { $size }×{ $size } の{ $kind }を作成しています…
newgame-failed = パズルを作成できませんでした：{ $reason }
newgame-offline = オフラインのようです。
newgame-unchanged = 今のゲームはそのままです。
newgame-spare = ページに用意してあるパズルを出します。
newgame-needing = { $technique }が必要なパズルを作成しています…
newgame-needing-made = 練習用に作成しました：この{ $level }のパズルは、解く途中で{ $technique }を使います。
newgame-import-cancelled = キャンセルしました。今のゲームはそのままです。
newgame-import-too-long = 読み込みませんでした：このテキストは{ $length }文字あり、どのパズルよりもはるかに長すぎます（25×25 のゲームIDでも約640文字です）。今のゲームはそのままです。
newgame-import-empty = 先にゲームID、リンク、またはグリッドを貼り付けてください。
newgame-import-checking = 確認しています…
newgame-import-interrupted = 読み込みませんでした：別の処理が確認を中断しました。もう一度「読み込む」を押してください。今のゲームはそのままです。
newgame-import-fault = 読み込みませんでした。{ $fault }今のゲームはそのままです。
newgame-import-failed = 読み込みませんでした：{ $reason } 今のゲームはそのままです。
newgame-opening-link = リンクのパズルを開いています…
newgame-imported = { $kind }を読み込みました。
newgame-imported-level =
    { $kind }を読み込みました（難易度：{ $level ->
        [easy] 初級
        [medium] 中級
        [hard] 上級
        [expert] エキスパート
        [master] マスター
       *[other] { $level }
    }）。
newgame-imported-notes = { $kind }をメモ付きで読み込みました。
newgame-imported-notes-level =
    { $kind }をメモ付きで読み込みました（難易度：{ $level ->
        [easy] 初級
        [medium] 中級
        [hard] 上級
        [expert] エキスパート
        [master] マスター
       *[other] { $level }
    }）。
newgame-imported-back = { $kind }を読み込みました。保存した進行状況を復元しました。
newgame-imported-level-back =
    { $kind }を読み込みました（難易度：{ $level ->
        [easy] 初級
        [medium] 中級
        [hard] 上級
        [expert] エキスパート
        [master] マスター
       *[other] { $level }
    }）。保存した進行状況を復元しました。
newgame-imported-several = 解が複数ある{ $kind }を読み込みました。ヒント・チェック・答えの表示は使えません。
newgame-imported-several-back = 解が複数ある{ $kind }を読み込みました。ヒント・チェック・答えの表示は使えません。保存した進行状況を復元しました。

## Learn and the tutorial (state-learn.js)

learn-library-fault = { $fault }テクニック一覧を読み込めませんでした。
learn-library-failed = テクニック一覧を読み込めませんでした：{ $reason }
learn-unknown-technique = { $kind }に「{ $id }」というテクニックはありません。
learn-finding-practice = { $technique }を練習できる局面を探しています…
learn-finding-example = { $technique }の例を探しています…
learn-position-fault = { $fault }今回は局面を出せません。ゲームは無事です。
learn-position-not-found = 局面が見つかりませんでした：{ $reason }
learn-none-found = { $reason }。もう一度試すか、「学ぶ」で別のテクニックを選んでください。
learn-easiest-findall = ここで最もやさしい一手は{ $technique }です：すべて見つけて、それが除外するメモを消す（メモをオン）か、置ける数字を入力してから、チェックしてください。
learn-easiest-practice-notes = ここで最もやさしい一手は{ $technique }です：それが除外するメモを消す（メモをオン）か、それで置ける数字を入力してください。
learn-easiest-practice = ここで最もやさしい一手は{ $technique }です：それで置ける数字を入力してください。
learn-easiest-example = ここで最もやさしい一手は{ $technique }です：「ステップを表示」を押すと見られます。
learn-position-failed = 局面を出せません：{ $reason }
learn-step-fault = { $fault }今回はステップを出せません。
learn-step-failed = ステップを出せません：{ $reason }
learn-tutorial-fault = { $fault }チュートリアルは終了しました。「遊び方」からもう一度始められます。

## Hint and the replay (state-hints.js)

hints-fault = { $fault }今回はヒントを出せません。ゲームは無事です。
hints-failed = ヒントを出せません：{ $reason }
replay-fault = { $fault }今回はリプレイを出せません。ゲームは無事です。
replay-failed = リプレイを出せません：{ $reason }
replay-damaged = 含まれているリプレイが壊れています：{ $reason }

## Replay links (share-replay.js)

replay-link-damaged = 含まれているリプレイが壊れています（リンクが途中で切れていませんか？）
replay-link-too-long = 含まれているリプレイは{ $length }文字あり、長すぎて開けません
replay-link-too-large = 含まれているリプレイは大きすぎて開けません

## Share result (share.js)

share-daily = Deduce デイリー・{ $date }
share-daily-level = Deduce デイリー・{ $date } · { $level }
# Same as English
share-game = Deduce · { $game }
# Same as English
share-game-level = Deduce · { $game } · { $level }
# Same as English
share-time = ⏱ { $time } · { $help }
share-time-no-help = ⏱ { $time } · ヘルプなし

## Print booklet (state-booklet.js, booklet.js)

# Same as English
booklet-paper-a4 = A4
booklet-paper-letter = レター
# Same as English
booklet-set = { $count } × { $what }
booklet-described = { $game }、{ $level }
booklet-described-rules = { $game }（{ $rules }）、{ $level }
booklet-kept = { $what }を{ $count }問、冊子用に取っておきました。「次のゲーム」の選択を変えて「冊子を印刷」をもう一度開くと、さらに追加したり冊子を作成したりできます。
booklet-making = 冊子用のパズルを作成しています（{ $total }問中{ $number }問目）…
booklet-ready = { $count }問の冊子ができました。「印刷」でブラウザーの印刷ダイアログが開きます。PDF として保存することもできます。
booklet-ready-fewer = { $count }問の冊子ができました（用意されたセットには異なるパズルがそれだけしかありません）。「印刷」でブラウザーの印刷ダイアログが開きます。PDF として保存することもできます。
booklet-fault = { $fault }今回は冊子を作れません。ゲームは無事です。
booklet-failed = 冊子を作れません：{ $reason }
booklet-what = 「新しいゲーム」と同じように作るパズル：{ $what }。「次のゲーム」の選択で変わります。
booklet-summary = { $count }問：{ $title }、{ $paper }に1ページ{ $perPage }問、全{ $pages }ページ。
booklet-summary-solutions = { $count }問：{ $title }、{ $paper }に1ページ{ $perPage }問、全{ $pages }ページ、解答は巻末。
booklet-remove-set = 削除
    .aria-label = { $count } × { $what }を削除
booklet-page-head = Deduce · { $title } · { $page }/{ $total }ページ
# Same as English
booklet-caption = { $game } · { $level }
booklet-solution = 解答 { $number }

## Busy work and Backup (state-work.js, state-backup.js)

work-cancelled = キャンセルしました。
backup-saved = バックアップを { $file } として保存しました：{ $summary }。
backup-not-read = { $reason }何も変更していません。
backup-refused = ブラウザーがバックアップの保存を拒否しました（保存領域がいっぱいかもしれません）。何も変更していません。
