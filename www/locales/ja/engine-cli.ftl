# The engine's words (engine-cli.ftl, src/text): what the `deduce` command-line tool says itself (src/bin/deduce): its usage and its refusals of bad arguments.
# The same messages as www/locales/en/engine-cli.ftl, in this language.

cli-usage = 使い方：
    { $commands }
    レベル：easy、medium、hard、expert、master。対称性（数独、X数独、ジグソー）：none、rot180、rot90、mirror-h、mirror-v、diagonal
    ルール（--kind sudoku）：diagonals、windoku、antiknight、antiking、nonconsecutive、evenodd、thermo、arrow、kropki、
    { "  " }kropki-all、xv、xv-all、whisper、renban をカンマ区切りで（サイズ4、6、9に例のあるもの）。どのコマンドも
    { "  " }これらと even、odd、thermo、arrow、white、black、kropki-all、x、v、xv-all、whisper、renban のある問題を読む
    { "  " }（ゲームID：sudoku:RxC:<cells>:<rule>;<rule>、例：thermo=r1c1-r2c2-r3c3;arrow=r5c5>r4c4-r3c3）
    --lang en|de|fr|es|nl|ja：エンジンの言葉をその言語で
    --jobs N：スレッド数（既定：コア数）。出力は入力の順で、--jobs 1 のときと同じ
    count、solve、validate、grade：入力1行につき出力1行（答え、`error: line N: …`、空行、コメント）
    終了ステータス：0 すべて答えた、1 答えられない行か問題があった、2 コマンドを実行できなかった

cli-unknown-command = 不明なコマンド '{ $command }'
cli-unknown-option = 不明なオプション --{ $option }
cli-unexpected-argument = { $most ->
    [0] 余分な引数 { $argument }（このコマンドは引数を取らない）
    [1] 余分な引数 { $argument }（このコマンドが取る引数は1つ）
   *[other] 余分な引数 { $argument }（このコマンドが取る引数は{ $most }つ）
}
cli-needs-value = --{ $option } には値が必要
cli-not-a-number = --{ $option }：'{ $value }' は正しい数ではない
cli-not-utf8 = 引数 { $argument } がUTF-8ではない
cli-unknown-language = --lang に使えるのは { $languages } のいずれか（'{ $code }' が与えられた）
cli-jobs-zero = --jobs：スレッド数は1以上
cli-limit-zero = --limit：解をN個まで数える。1以上
cli-expected-game-id = ゲームIDが必要
cli-expected-side = 一辺の長さが必要
cli-all-is-for-steps = --all は steps 用（局面のすべてのステップ）
cli-unknown-kind = 不明なパズルの種類 '{ $kind }'
cli-unknown-level = 不明なレベル '{ $level }'
cli-solved-is-for-binary = --solved はバイナリパズル用
cli-solved-takes-no = --solved は全マス埋まった盤面を作るので --{ $option } は使えない
cli-rules-is-for-sudoku = --rules は --kind sudoku 用
cli-prove-not-for-binary = --prove は数独、X数独、ジグソー用：バイナリとタンゴのパズルにSAT証明は要らず、既約になるのは master だけ（それより下では意図的に余分なヒントを残すことがある）
cli-prove-not-built = --prove は{ $kind }にはまだ対応していない

cli-missed-level = シード{ $seed }の問題：{ $asked } を求めたが生成器の試行では出なかったので、この問題は { $level }

cli-booklet-is-for = --{ $option } は --booklet 用
cli-paper = --paper に使えるのは a4 か letter（'{ $value }' が与えられた）
cli-per-page = --per-page に使えるのは 1、2、4、6（{ $value } が与えられた）
cli-expected-booklet-file = 冊子のファイル FILE.html が必要
cli-cannot-read-puzzles = 問題を読めない：{ $reason }
cli-cannot-write = { $file } に書き込めない：{ $reason }
cli-no-puzzles = 印刷する問題がない
cli-booklet-heading = Deduce：{ $count }問
cli-booklet-written = { $file }：{ $count }問の冊子

## Booklet
booklet-kind = { $kind ->
    [sudoku] 数独
    [sudoku-x] 対角線数独
    [jigsaw] ジグソー数独
    [killer] キラー数独
    [binary] バイナリーパズル
   *[tango] Tango
}
booklet-level = { $level ->
    [easy] 初級
    [medium] 中級
    [hard] 上級
    [expert] エキスパート
   *[master] マスター
}
booklet-page = Deduce · { $heading } · { $page }/{ $pages }ページ
booklet-solution = 解答{ $number }
booklet-title = Deduce 問題集：{ $heading }
booklet-no-solution = 問題{ $number }には印刷できる唯一の解がありません
