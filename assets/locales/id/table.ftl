# Teks meja sendiri, untuk semua game: lobi (/game new, join, leave, start), perintah host,
# dan penolakan dari meja. Bahasa Indonesia: singkat, seperti pemain board game bicara.

## Daftar

list-or = { $rest } atau { $last }
list-and = { $rest } dan { $last }

## Penolakan: jawaban pribadi; tidak ada yang berubah.

refused-value-too-long = Isi `{ $key }:` terlalu panjang: maksimal { $max } karakter.
refused-unknown-game-command = Perintah `{ $game } { $name }` tidak dikenal.
refused-no-table = Belum ada meja di channel ini. Buka satu dengan { $hint }.
refused-seats-fixed = Game di channel ini sudah dimulai; kursi tidak bisa diubah lagi.
refused-already-seated = Kamu sudah duduk di meja ini.
refused-table-full = Meja ini sudah penuh ({ $capacity } pemain).
refused-no-seat = Kamu tidak punya kursi di meja ini.
refused-creator-leaves = Kamu yang membuka meja ini, jadi tidak bisa keluar: akhiri dengan `/meja hentikan`.
refused-not-host = Hanya pembuka meja, { $host }, yang bisa memulai game.
refused-bots-over-empty = `bot:{ $bots }` melebihi kursi kosong: { $taken } dari { $room } sudah terisi.

## Pesan lobi di channel

lobby-seat-taken = { $who } duduk di kursi { $seat } ({ $seated } dari { $capacity } pemain).
lobby-left = { $who } meninggalkan meja ({ $seated } pemain).

## Perintah host: /game abort, kick, seat, bot

# Apa yang dilakukan perintah host, di dalam kalimat di bawah ("bisa { $motion }").
host-motion-abort = mengakhiri game
host-motion-kick = mengeluarkan { $player } dari meja
host-motion-hand = menyerahkan kursi { $player } ke { $to }
host-motion-bot = menyerahkan kursi { $player } ke bot
# Siapa yang memutuskan, kalau para pemain memilih selagi host menghilang.
host-players-vote = Voting para pemain
host-vote-cast = { $voter } memilih untuk { $motion } selagi host menghilang: { $votes } dari { $needed } suara yang dibutuhkan. Yang setuju, kirim perintah yang sama.
host-aborted-active = { $who } mengakhiri game; game yang berhenti di tengah jalan tidak masuk rating. Channel ini bebas untuk game baru.
host-aborted = { $who } mengakhiri game. Channel ini bebas untuk game baru.
host-kicked = { $who } mengeluarkan { $player } dari meja ({ $seated } pemain).
host-handed = { $who } menyerahkan kursi { $player } ke { $to }: mulai sekarang dia yang main.
host-botted = { $who } menyerahkan kursi { $player } ke bot: mulai sekarang bot yang jalan untuk kursi itu, tampil sebagai { $name } (bot).

refused-player-not-seated = `pemain:{ $player }` tidak punya kursi di meja ini. Yang duduk: { $seated }.
refused-no-game-here = Tidak ada game di channel ini.
refused-kick-started = Game sudah dimulai, jadi kursi tidak bisa diubah: serahkan kursinya ke pemain lain dengan `/meja serahkan` atau ke bot dengan `/meja bot`.
refused-kick-host = Host tidak bisa dikeluarkan dari meja: akhiri dengan `/meja hentikan`.
refused-bot-already = Kursi itu sudah dimainkan bot.
refused-seated-already = { $user } sudah duduk di meja ini.
refused-host-only-vote = Hanya host, { $host }, pengelola server, atau (kalau host menghilang) para pemain yang bisa melakukannya.
refused-host-only-forming = Sebelum game dimulai, hanya host, { $host }, atau pengelola server yang bisa { $motion }; yang tidak mau menunggu bisa keluar dengan `/meja keluar`.
refused-host-only-present = Hanya host, { $host }, atau pengelola server yang bisa { $motion }. Kalau host diam 3 hari, pemain lain bisa memutuskannya lewat voting.

## /game new
refused-language-unavailable = { $game } belum tersedia dalam { $language }: buka dengan { $languages }.

refused-option-of-other-game = `{ $option }:` milik { $owner }, bukan { $game }.
refused-setup-players = Setup-nya untuk { $described } pemain, bukan { $players }.
refused-players-range = `pemain:{ $players }` tidak bisa: { $game } dimainkan { $least } sampai { $most } orang.
refused-bots-no-room = `bot:{ $bots }` tidak menyisakan kursi: { $game } dimainkan { $least } sampai { $most } orang, termasuk kamu.
refused-seed = `seed:{ $seed }` bukan bilangan bulat dari 0 sampai 2^64-1.
refused-deadline = `tenggat:{ $deadline }` tidak bisa: waktu satu giliran, dari 10m sampai 30d, misalnya deadline:24h, deadline:90m atau deadline:2d.
refused-channel-busy-forming = Channel ini sudah punya meja yang masih menunggu pemain. Selesaikan dulu (atau pembukanya mengakhiri dengan `/meja hentikan`), atau buka mejamu di channel lain.
refused-channel-busy-playing = Channel ini sudah punya game yang sedang berjalan. Selesaikan dulu (atau pembukanya mengakhiri dengan `/meja hentikan`), atau buka mejamu di channel lain.
# $bots: nama bot ("Bot 1 dan Bot 2"); $count: berapa banyak. Angka 1 dicocokkan langsung:
# aturan jamak bahasa Indonesia tidak punya bentuk "one".
lobby-bots-seated = { $bots } duduk di meja: { $count ->
        [1] kursinya
       *[other] kursi mereka
    } dimainkan bot, satu langkah tiap beberapa detik.

## Mencari game untuk sebuah perintah

refused-table-not-channel = `meja:{ $value }` bukan channel: sebut channel game-nya, misalnya table:#game-ku.
refused-no-game-at = Tidak ada game milikmu atau server ini di { $channel }.
refused-game-over = Game di channel ini sudah selesai: `/meja status` menunjukkan skor akhir, dan `/meja baru` membuka meja baru.
refused-no-game-open-one = Tidak ada game di channel ini. Buka satu dengan { $hint }.
refused-no-game-of-yours = Tidak ada game yang menunggumu: kamu tidak duduk di game yang sedang berjalan. Gabung dengan `/meja gabung` di channel game-nya.
# $tables: channel game-game si pemain.
refused-which-none-waiting = Saat ini tidak ada game-mu yang menunggu langkahmu: tambahkan `meja:` dengan channel game-nya ({ $tables }) untuk memilih.
refused-which-several-waiting = Beberapa game-mu sedang menunggumu: tambahkan `meja:` dengan channel game-nya ({ $tables }) untuk memilih.
refused-not-started = Game di { $channel } belum dimulai: pembuka mejanya memulai dengan `/meja mulai`.
refused-not-in-dm = `{ $command }` hanya bisa di channel game, bukan di DM.

## Perintah dan tombol yang tidak dikenali meja

refused-empty-command = Perintahnya kosong: coba { $hint }.
# $groups: kata pertama perintah (/game, /festivals, ...).
refused-unknown-top = Perintah `/{ $top }` tidak dikenal. Perintah diawali { $groups }.
refused-unknown-sub = Perintah `{ $top } { $sub }` tidak dikenal. Perintah { $top } yang ada: { $commands }.
refused-unknown-subcommand = Perintah `{ $group } { $sub }` tidak dikenal.
refused-button-damaged = Tombol itu bukan dari bot ini, atau sudah rusak.
refused-button-game-gone = Tombol itu milik game yang sudah tidak ada.
refused-buttons-game-over = Game di { $channel } sudah selesai: tombolnya tidak berfungsi lagi.
refused-buttons-spectator = Tombol ini untuk para pemain game di { $channel }. Penonton bisa pakai `/meja papan` dan `/meja status`.
refused-button-not-your-turn = Tombol itu punya { $whose }: sekarang bukan giliranmu.

## Jawaban meja kalau perintah gagal atau tombol sudah kedaluwarsa

# Database atau bot bermasalah: tidak ada yang berubah.
table-apology = Maaf, ada yang salah di pihak kami dan tidak ada yang berubah. Coba lagi; kalau terus terjadi, kabari admin server.
table-changing-too-fast = Game ini sedang berubah terlalu cepat untuk menjalankan perintahmu; tidak ada yang berubah. Kirim lagi, ya.
# $state: status game saat ini, di baris-baris berikutnya.
refused-choice-gone = Pilihan itu sudah tidak tersedia: game sudah berjalan. Ini keadaannya sekarang:
    { $state }
# $whose: mention kursi yang tombolnya ditekan; tombol milik si penekan menyusul.
table-not-yours-own-choices = Tombol itu punya { $whose }. Ini pilihanmu sendiri:

## Opsi sebuah perintah dicocokkan dengan yang diterimanya

# $command: perintah seperti diketik ("/game new"); $key: nama opsi; $typed: isinya.
refused-option-none = `{ $command }` tidak punya opsi `{ $key }`: perintah ini tanpa opsi.
# $options: opsi-opsi perintah, masing-masing dalam backtick, dipisah koma.
refused-option-unknown = `{ $command }` tidak punya opsi `{ $key }`: opsinya { $options }.
refused-option-twice = Opsi `{ $key }` ditulis dua kali di `{ $command }`.
refused-number-between = `{ $key }:{ $typed }` tidak bisa: tulis bilangan bulat dari { $min } sampai { $max }.
refused-number-at-least = `{ $key }:{ $typed }` tidak bisa: tulis bilangan bulat, minimal { $min }.
refused-number-at-most = `{ $key }:{ $typed }` tidak bisa: tulis bilangan bulat, maksimal { $max }.
refused-number = `{ $key }:{ $typed }` tidak bisa: tulis bilangan bulat.
refused-number-too-large = `{ $key }:{ $typed }` terlalu besar.
refused-not-a-user = `{ $key }:{ $typed }` bukan pengguna: sebut dengan @, misalnya { $key }:@budi.
# $words: kata-kata pilihannya ("`a`, `b` atau `c`"); $about: keterangan opsinya.
refused-not-a-choice = `{ $key }:{ $typed }` tidak bisa: tulis { $words } — { $about }.
refused-option-missing-choice = `{ $command }` butuh opsi `{ $key }:` ({ $about }; tulis { $words }).
refused-option-missing-about = `{ $command }` butuh opsi `{ $key }:` ({ $about }).
refused-option-missing = `{ $command }` butuh opsi `{ $key }:`.
# Game membaca opsi sebagai jenis yang tidak diberikan perintahnya (kesalahan bot sendiri).
refused-option-kind = `{ $key }:` di `{ $command }` bukan { $kind ->
        [text] teks
        [number] angka
        [user] pengguna
       *[choice] pilihan
    }.

## Bermain: memulai game, perintah di game, /game undo

# $why: kesalahan file setup, seperti dibaca game-nya.
refused-setup-invalid = File setup-nya tidak valid: { $why }
refused-options-unstorable = Opsinya tidak bisa disimpan: { $why }
refused-position-players = Posisi yang dijabarkan butuh { $wanted } pemain; yang duduk { $players }.
refused-start-too-few = { $game } butuh minimal { $least } pemain; baru { $players } yang duduk. Yang lain gabung dengan `/meja gabung`.
refused-cannot-start = Game tidak bisa dimulai: { $why }
refused-game-not-this = Game di { $channel } bukan { $game }.
refused-play-over = Game ini sudah selesai; buka yang baru dengan `/meja baru`.
refused-play-no-seat = Kamu tidak punya kursi di game di { $channel }. Penonton bisa pakai `/meja papan` dan `/meja status`.
# Beberapa langkah dalam satu perintah ("a; b; c"): $typed, langkah yang ditolak; $why, alasannya.
play-stopped-at-step = Perintahmu berhenti di langkah { $step } dari { $steps }, `{ $typed }`; langkah sebelumnya sudah jalan: { $why }
refused-undo-no-seat = Kamu tidak punya kursi di game di { $channel }, jadi tidak ada yang bisa dibatalkan.
refused-undo-over = Game sudah selesai: langkah terakhirnya tetap berlaku.
refused-undo-nothing = Belum ada yang jalan: tidak ada yang bisa dibatalkan.
refused-undo-not-yours = Hanya langkah terakhir game yang bisa dibatalkan, dan itu langkah { $whose }, bukan langkahmu.
refused-undo-drew = Langkah terakhirmu mengambil dari dadu atau kartu game, jadi tidak bisa dibatalkan: yang sudah terbuka tetap terbuka.
refused-undo-revealed = Langkah terakhirmu membuka yang tadinya tertutup, jadi tidak bisa dibatalkan: yang sudah terlihat tetap terlihat.
refused-undo-secret = Langkah terakhirmu pilihan rahasia, tertutup sampai dibuka: sudah final dan tidak bisa dibatalkan.
refused-undo-told = Langkah terakhirmu memberi tahu pemain lain sesuatu secara pribadi, jadi tidak bisa dibatalkan.
# Di channel; prompt game-nya di baris berikutnya.
undo-took-back = { $who } membatalkan langkah terakhirnya.
# $events: apa yang tadi dilakukan langkah itu, seperti diceritakan game-nya.
undo-took-back-events = { $who } membatalkan langkah terakhirnya ({ $events }).

## Catatan di pesan game: siapa yang pergi, rating, main lagi

# $until: timestamp Discord (<t:…:f>), tampil di jam pembacanya.
note-away-until = { $who } pergi sampai { $until }
# $away: baris-baris di atas digabung ("a dan b").
note-away-waits = { $away }: tenggat menunggu mereka (paling lama { $days } hari).
note-rated = Game ini dihitung untuk rating { $game } di server ini (`/meja statistik`, `/meja peringkat`).
note-unrated-chosen = Game ini tidak dihitung rating: mejanya dibuka dengan rated:no.
note-unrated-bot = Game ini tidak dihitung rating: ada kursi yang dimainkan bot.
# $rated: salah satu dari tiga baris di atas.
note-rematch = { $rated } Tekan Main lagi untuk bermain lagi dengan pemain dan opsi yang sama.
# Label tombol: maksimal 80 karakter.
button-rematch = Main lagi
button-rematch-now = Mulai sekarang (host)

## Durasi ("tenggatnya 1 hari lagi")

duration-days = { $days } hari
duration-hours = { $hours } jam
duration-minutes = { $minutes } menit

## Tempo, log, game yang disimpan dengan aturan lain

# Pengingat pribadi; prompt game-nya di baris berikutnya. $left: sebuah durasi.
pace-reminder = Pengingat: game di { $channel } menunggumu; tenggatnya { $left } lagi.
# Halaman setelah yang terakhir diminta: yang terakhir ditampilkan, dengan ini sebelum judulnya.
log-past-last = { $pages ->
        [1] Hanya ada satu halaman, bukan { $page }.
       *[other] Hanya ada { $pages } halaman, bukan { $page }.
    }
log-heading = Kejadian { $from } sampai { $to } dari { $events } di { $channel } (halaman { $page } dari { $pages }, 1 yang terbaru):
button-log-older = Kejadian lama
button-log-newer = Kejadian baru
refused-other-rules = Game di { $channel } disimpan dengan aturan { $game } versi { $stored }, sedangkan bot ini memakai versi { $ours }: game tidak diulang dengan aturan selain aturannya sendiri. Jalankan build Nusantara dengan aturan itu, atau akhiri dengan `/meja hentikan`.
# Pesan channel yang dipotong agar muat satu pesan: berapa baris kejadian lagi yang ada di log.
post-more-in-log = … dan { $left } lagi: `/meja riwayat`.
# Di channel, saat tenggat giliran lewat. $deadline: sebuah durasi; $who: yang ditunggu.
pace-deadline-waits = ⏰ Tenggat { $deadline } sudah lewat: game menunggu { $who }. { $host }, sebagai host kamu bisa menyerahkan kursi ke pemain lain atau ke bot dengan `/meja serahkan`.
pace-deadline-default = ⏰ Tenggat { $deadline } sudah lewat untuk { $who }: langkah bawaan game dijalankan untuk mereka.

## Rekor: /game away, back, rematch

# $what: stats atau leaderboard.
refused-records-server = `{ $what }` hanya bisa di channel server: rekor dan rating dicatat per server.
# $until: timestamp Discord; $tables: berapa meja aktif si pemain.
records-away = Kamu pergi sampai { $until }. Tenggat giliranmu menunggu (paling lama { $days } hari lebih dari tenggat meja), pengingat berhenti, dan pemain lain melihat kamu sedang pergi di `/meja status` dan pemberitahuan giliran ({ $tables } meja-mu saat ini). `/meja kembali` untuk mengakhirinya.
refused-not-away = Kamu tidak sedang pergi. `/meja cuti hari:N` memberi tahu meja-mejamu bahwa kamu pergi.
records-back = Selamat datang kembali: tenggat giliranmu dihitung mulai sekarang.
refused-rematch-forming-seated = Meja di sini belum dimulai, dan kamu duduk di situ: main lagi hanya untuk game yang sudah selesai.
refused-rematch-forming = Channel ini punya meja yang masih menunggu pemain: gabung dengan `/meja gabung`, atau lihat dengan `/meja status`.
refused-rematch-running-seated = Game-mu di sini masih berjalan: lanjut main (`/meja status` menunjukkan giliran siapa); main lagi bisa diminta setelah selesai.
refused-rematch-running = Ada game yang berjalan di channel ini: tonton dengan `/meja papan`; main lagi bisa diminta setelah selesai.
refused-rematch-no-game = Belum pernah ada game di channel ini.
refused-rematch-older = Tombol Main lagi itu dari game yang lebih lama: sudah ada game yang lebih baru selesai di sini.
refused-rematch-aborted = Game terakhir di channel ini diakhiri di tengah jalan: buka yang baru dengan `/meja baru`.
refused-rematch-not-player = Hanya pemain game yang selesai di sini yang bisa minta main lagi.
refused-rematch-host-only = Hanya host, { $host }, yang bisa memulai main lagi sebelum semua pemain minta.
# Di channel. $names: yang sudah minta.
rematch-wants = { $who } mau main lagi ({ $asked } dari { $players } sudah minta: { $names }). Dimulai setelah semua pemain menekan Main lagi; host, { $host }, bisa memulai lebih cepat dengan yang sudah minta.
# Host minta mulai sekarang tapi pemainnya kurang; $wants: baris di atas.
rematch-too-few = Main lagi { $game } butuh { $least } pemain; baru { $asked } yang minta. { $wants }
# $options: opsi meja, seperti dijabarkan game-nya.
rematch-opened = Main lagi: { $players } memainkan { $game } lagi ({ $options }), dengan host { $host }.

## Rekor: /game stats dan leaderboard

stats-none = { $who } belum menyelesaikan game apa pun di server ini.
stats-none-of = { $who } belum menyelesaikan game { $game } di server ini.
stats-heading = Rekor { $who } di server ini:
# $rating: "27.4 ± 3.1"; $rank: urutan ("ke-2") dari $of pemain ber-rating.
stats-rating = rating { $rating } setelah { $games } game ber-rating, peringkat { $rank } dari { $of }
stats-no-rating = belum ada rating (belum ada game ber-rating yang selesai)
# $rating: salah satu dari dua baris di atas.
stats-line = • { $game }: { $played } dimainkan, { $won } menang, skor terbaik { $best }; { $rating }
stats-last-games = Game terakhir:
# $ended: timestamp Discord; $place: urutan ("ke-2"); $rated: yes atau no.
stats-past-game = • { $game } di { $channel }, selesai { $ended }: peringkat { $place } dari { $players } dengan { $score } poin{ $rated ->
        [no] {" "}(tanpa rating)
       *[yes] {""}
    }
leaderboard-none = Belum ada yang punya rating { $game } di server ini: rating didapat dari game ber-rating yang dimainkan sampai selesai.
leaderboard-heading = { $game } di server ini, menurut rating (halaman { $page } dari { $pages }; diurutkan dari rating dikurangi tiga kali ketidakpastiannya, agar rekor yang panjang lebih berarti):
rated-games = { $games } game ber-rating
button-ranks-higher = Peringkat atas
button-ranks-lower = Peringkat bawah

## /help (keterangan perintah ada di commands.ftl)

help-game-intro = Perintah yang sama untuk semua game (game-mu sendiri dari DM: tambahkan `meja:#channel` kalau kamu duduk di beberapa meja):
help-game-of = { $game }, { $least } sampai { $most } pemain. Buka meja dengan `/meja baru game:{ $key }`; lalu:
# $options: opsi yang hanya dibaca game ini, masing-masing dalam backtick.
help-only = Khusus { $game }: { $options }
help-secret = (dijawab secara pribadi; bisa juga lewat DM ke bot)
help-value-player = @pemain
help-value-number = <angka>
help-docs-commands = Semua perintah dengan contohnya
help-docs-game = Seluruh game dalam bahasa sehari-hari
# $what: salah satu dari dua baris di atas.
help-docs-url = { $what }: { $url }
help-docs-file = { $what }: { $page } di repositori bot.
# $topics: game dan kunci game-game ("game, festivals dan indies").
refused-help-topic = Tidak ada bantuan tentang `{ $sub }`. Bantuan tersedia untuk: { $topics }.

## Opsi meja dalam kata-kata (pengumuman pembukaan lobi, /game list, main ulang)

options-seats = { $least }–{ $most } pemain
options-list = { $seats }, { $options }
options-from-position = { $seats }, { $options }, dari posisi yang dijabarkan

## Pengumuman pembukaan lobi, status meja yang belum mulai, /game list

lobby-opened = { $who } membuka meja { $game } ({ $options }). Ambil kursi dengan `/meja gabung`. { $starts }{ $pace }{ $rated }
lobby-starts-wanted = Game mulai sendiri begitu { $players } pemain duduk.
lobby-starts-host = { $host } memulainya dengan `/meja mulai` begitu minimal { $least } pemain duduk.
lobby-pace = {" "}Satu giliran boleh makan waktu { $duration }: di tengah waktu, pemain yang ditunggu diingatkan; lalu langkah bawaan game dimainkan untuk mereka, atau host diberi tahu.
lobby-unrated = {" "}Game ini tidak dihitung untuk peringkat.
lobby-forming = { $game } di { $channel } sedang mengisi kursi ({ $options }): { $seated }. { $starts }
lobby-forming-wanted = Game mulai sendiri saat { $players } pemain duduk.
lobby-forming-host = { $host } memulainya dengan `/meja mulai`.
list-none = Kamu sedang tidak duduk di meja mana pun. Buka meja dengan { $hint }, atau gabung dengan `/meja gabung` di channel-nya.
list-heading = Mejamu ({ $count }):
list-a-game = Sebuah game
list-line = • { $game } di { $at }: { $state }
list-forming = mengisi kursi ({ $seated } duduk)
list-your-turn = giliranmu
list-in-progress = sedang berjalan
list-waiting = menunggu { $players }
post-waiting-for = Menunggu { $who }.

## Penolakan game yang menyebut siapa yang ditunggu, saat meja tidak bisa menyebut namanya

another-player = pemain lain

## Tombol kursi ke pilihan pribadinya (rencana, tawaran tertutup)

offer-private = { $who }: pilih secara pribadi

## Tayangan ulang (/game replay)

replay-off = { $game }: gambar dimatikan di sini, jadi tidak ada tayangan ulang; `/meja riwayat` menceritakan jalannya game sejauh ini.
replay-so-far = { $game } sejauh ini: { $pictures } gambar papan, { $seconds } detik per perubahan.

## Saat bagian Discord bot sendiri gagal menjalankan perintah (penyebabnya masuk log)

discord-apology = Maaf, ada yang salah di pihak kami. Coba lagi; kalau terus terjadi, kabari admin server.
discord-options-unreadable = Opsi perintah ini tidak terbaca. Coba lagi, pilih nilai dari daftar yang ditawarkan Discord.
discord-failed = Itu tidak berhasil. Coba lagi.

## Kata yang ditambahkan meja pada tombol dan menu game

controls-first = Pilihan awal…
controls-more = Pilihan lain…
controls-more-options = Lainnya… ({ $first } sampai { $last } dari { $all })
# $key: nama opsi seperti diketik ("bid"); jumlahnya diisi di formulir.
controls-another = { $key } lain…
controls-group = { $base } ({ $key } { $low } sampai { $high })…
controls-amount = { $what }: ketik { $key } ({ $low } sampai { $high }) di formulir, atau ketik `{ $command } { $key }:…`.
controls-amount-field = { $key }, dari { $low } sampai { $high }
controls-amount-hint = bilangan bulat, mis. { $example }
controls-form = { $what }: ketik di formulir, atau ketik `{ $command } { $option }:…`.
controls-continued = Pilihan di { $channel }, lanjutan:

## DM ke host tentang meja di thread (nama pengaturan seperti tampil di Discord berbahasa Indonesia)

threads-locked = Mejamu untuk { $game } ada di { $place }, thread yang terkunci: aku tidak bisa mengirim pesan di sana dan tidak ada yang bisa main. Yang punya izin Kelola Thread bisa membuka kuncinya; game lanjut dari tempat terakhir.
threads-keep-open = Mejamu untuk { $game } ada di { $place }, yang diarsipkan Discord setelah { $duration } tanpa pesan; perintah slash di sana tidak jalan sampai thread dibuka lagi. Aku tidak punya izin Kelola Thread di sana, jadi baru bisa membukanya lagi setelah Discord mengarsipkannya. Agar tetap terbuka, beri aku izin Kelola Thread di thread itu atau atur Sembunyikan Setelah Tidak Aktif ke 1 minggu; pesan di thread juga membukanya lagi.
threads-cannot-reopen = Discord mengarsipkan { $place }, thread mejamu untuk { $game }, dan aku tidak bisa membukanya lagi: perintah slash di sana tidak jalan sampai thread dibuka. Pesan di thread akan membukanya; agar aku bisa menjaganya tetap terbuka, beri aku izin Kirim Pesan di Thread dan Kelola Thread di sana.
threads-duration = { $minutes ->
        [60] 1 jam
        [1440] 24 jam
        [4320] 3 hari
        [10080] 1 minggu
       *[other] { $minutes } menit
    }

## Pemberitahuan dari sisi Discord: DM pemain yang tertutup (di channel), posting yang gagal
## (ke host lewat DM), izin yang kurang untuk membuka meja (ke yang membukanya). Nama izin
## seperti tampil di Discord berbahasa Indonesia.

notice-dm-closed = { $user }, aku tidak bisa mengirim pesan langsung kepadamu{ $about } (DM-mu denganku tertutup).{ $using }
notice-dm-closed-about = {" "}tentang game { $game } kamu
notice-dm-closed-use = {" "}Pakai { $first } di sini untuk melihat isi tanganmu dan apa yang ditunggu game{ $count ->
        [0] .
       *[other] ; { $rest } juga bisa dipakai di sini.
    } Hanya kamu yang melihat jawabannya.
notice-post-failed = Aku tidak bisa mengirim pesan di { $channel } untuk mejamu { $game }: { $why }. Tidak ada bagian game yang hilang; { $todo } `/meja papan` menampilkan game begitu aku bisa mengirim lagi.
notice-post-failed-locked = thread-nya terkunci
notice-post-failed-locked-todo = yang punya izin Kelola Thread bisa membuka kuncinya, lalu game lanjut.
notice-post-failed-archived = thread-nya diarsipkan
notice-post-failed-archived-todo = pesan di thread akan membukanya lagi; dengan izin Kelola Thread di sana aku menjaganya tetap terbuka.
notice-post-failed-todo = tolong pastikan aku punya izin Lihat Saluran, Kirim Pesan (di thread: Kirim Pesan di Thread) dan Lampirkan File di sana.
notice-locked-thread = Aku tidak bisa membuka meja di sini: thread ini terkunci, jadi aku tidak bisa mengirim pesan dan hanya moderatornya yang bisa menulis. Buka meja dengan `/meja baru` di channel atau thread yang terbuka, atau minta yang punya izin Kelola Thread membuka kunci thread ini.
notice-lacking = Aku tidak bisa membuka meja di sini: di { $place } ini aku tidak punya { $count ->
        [one] izin
       *[other] izin-izin
    } { $missing }. Admin server bisa memberikannya di pengaturan { $place } (Izin), lalu buka meja lagi dengan `/meja baru`.
notice-place-channel = channel
notice-place-thread = thread
permission-view-channel = Lihat Saluran
permission-send-messages = Kirim Pesan
permission-send-messages-in-threads = Kirim Pesan di Thread
permission-attach-files = Lampirkan File
