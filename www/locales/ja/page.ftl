# ページの固定テキスト（index.html の `data-l10n-id`）と操作部品の言葉（日本語）。

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
