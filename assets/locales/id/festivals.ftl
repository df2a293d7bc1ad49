# Teks The Festivals: kejadian, giliran, status, tangan, penolakan, kata perintah dan keterangan
# gambar. Istilah mengikuti buku aturan Manikmaya Games: tiket, pesawat, topan, istirahat.

## Penolakan perintah meja

festivals-no-hand = Kamu tidak punya kursi di permainan ini, jadi kamu tidak memegang tiket.
festivals-no-undo = Langkah di The Festivals tidak bisa dibatalkan: menurut Aturan Emas, tiket yang sudah ditaruh tidak bisa dipindah atau diambil kembali, jadi taruh tiketmu dengan cermat.

## Kata-kata

festivals-yellow = kuning
festivals-black = hitam
festivals-blue = biru
festivals-no-tickets = tanpa tiket
festivals-then = { $first }, lalu { $next }
festivals-ordinal = ke-{ $place }
festivals-festival = { $name } di { $island } ({ $points })

## Kejadian

festivals-dealt = Tiketmu: { $hand }.
festivals-next = Berikutnya: { $festival } di { $island }.
festivals-last = Ini festival terakhir.
festivals-round-started = Ronde { $round }: { $festival }. { $next }
festivals-planned = { $who } sudah menyusun rencana.
festivals-plan-rest = Rencanamu: tidak menunjukkan tiket dan istirahat. Kamu masih bisa menggantinya sampai semua pemain selesai merencanakan.
festivals-plan-recorded = Rencanamu: tunjukkan { $tickets }. Kamu masih bisa menggantinya sampai semua pemain selesai merencanakan.
festivals-shows = { $who } menunjukkan { $tickets }
festivals-shows-nothing = { $who } tidak menunjukkan tiket{ $count ->
        [one] {""}
       *[other] {""}
    }
festivals-revealed = Rencana dibuka: { $parts }.
festivals-revealed-none = Rencana dibuka: tidak ada yang menunjukkan tiket.
festivals-ordered = { $by } (pesawat) menentukan urutan { $what ->
        [move] bergerak
       *[rest] istirahat
    }: { $order }.
festivals-moved = { $who } bergerak { $from } → { $to } ({ $ticket }).
festivals-blocked = { $who } terhalang di { $island }: tidak ada petak kosong yang cocok, jadi { $lost } masuk ke tengah pulau{ $count ->
        [one] {""}
       *[other] {""}
    }.
festivals-move-ended = { $who } selesai bergerak di { $island }.
festivals-scored = { $who } mendapat { $points } poin (urutan { $place } di { $festival }).
festivals-rested-island = { $who } istirahat di { $island } dan mengambil { $took } dari tengah pulau.
festivals-rested-pool-empty = { $who } istirahat di { $island } dan tidak mengambil apa-apa: cadangan tiket tidak punya warna pulau itu.
festivals-rested-pool = { $who } istirahat di { $island } dan mengambil { $took } dari cadangan tiket.
festivals-rested-nothing = { $who } istirahat di { $island } dan tidak mengambil apa-apa.
festivals-to-centres = Penyegaran: tiket di petak pindah ke tengah pulaunya.
festivals-returned = { $by } (pesawat) mengembalikan { $tickets } dari { $island } ke cadangan tiket (pulau itu menyimpan { $limit }).
festivals-kept = { $island } menyimpan { $limit } tiket: { $tickets } kembali ke cadangan tiket{ $count ->
        [one] {""}
       *[other] {""}
    }.
festivals-mover-picked = { $by } (pesawat) memilih { $who } untuk memindahkan topan.
festivals-typhoon-moved = { $who } memindahkan topan dari { $from } ke { $to }.
festivals-typhoons-left = { $who } membiarkan topan di tempatnya.
festivals-airplane-passed = Pesawat berpindah ke { $who }.
festivals-wins = { $who } menang!
festivals-share = { $who } berbagi kemenangan.
festivals-game-over = Permainan selesai. Skor: { $scores }. { $outcome }

## Gambar papan dalam kata-kata (keterangan gambar kartu)

festivals-words-festival = festival { $festival }
festivals-words-no-festival = tidak ada festival
festivals-words-next = ; berikutnya { $festival }
festivals-words-typhoons = { $count } topan di laut.
festivals-words-target = Yang pertama mencapai { $target } poin mengakhiri permainan.
festivals-words-won = Dimenangkan oleh { $winners }.
festivals-words-card = { $name } di { $island } ({ $points }{ $claimed ->
        [0] {""}
       *[other] , { $claimed } tempat sudah terisi
    })
festivals-words-player = { $who } di { $island }, { $score } poin, { $tickets } tiket
festivals-words-airplane = pesawat
festivals-words-planned = sudah merencanakan
festivals-words-planning = sedang merencanakan
festivals-words-shows = menunjukkan { $tickets }

## Awal permainan, giliran, status dan tangan

festivals-intro = The Festivals dimulai! Urutan kursi: { $seats }. { $who } memegang pesawat.
festivals-notice = Ronde { $round } di { $channel }: { $festival }. Kamu ada di { $island } dan memegang { $hand }. Susun rencana diam-diam: pakai menu di bawah, atau `{ $example }` (atau `tiket:none` untuk istirahat).
festivals-notice-empty = Ronde { $round } di { $channel }: { $festival }. Kamu ada di { $island } dan tidak memegang tiket, jadi kamu tidak perlu merencanakan: kamu tidak menunjukkan tiket dan istirahat ronde ini.
festivals-waiting-plans = Menyusun rencana diam-diam: menunggu { $waiting }.
festivals-holds-none = { $who } tidak memegang tiket dan istirahat{ $count ->
        [one] {""}
       *[other] {""}
    }.
festivals-prompt-move = { $who } bergerak, sisa { $remaining }; bisa mencapai { $options }.
festivals-prompt-order = { $who } (pesawat) menentukan urutan { $tied }, yang { $why ->
        [move] menunjukkan tiket sama banyak
       *[rest] istirahat di pulau yang sama
    }.
festivals-centre-empty = tengah pulau kosong
festivals-centre-gives = tengah pulau memberi { $tickets }
festivals-nothing = tidak ada
festivals-prompt-rest = { $who } istirahat di { $island }: { $centre }; dari cadangan tiket: { $pool }.
festivals-prompt-discard = { $who } (pesawat) mengembalikan { $surplus } dari { $centre } di tengah { $island } ke cadangan tiket (pulau itu menyimpan { $keeps }).
festivals-prompt-typhoon = { $who } (skor terendah) boleh memindahkan topan (di { $sides }) atau membiarkannya.
festivals-prompt-pick = { $who } (pesawat) memilih siapa yang memindahkan topan: skor terendah { $tied } sama.
festivals-over-wins = Permainan selesai: { $who } menang dengan { $points } poin.
festivals-over-share = Permainan selesai: { $who } berbagi kemenangan dengan { $points } poin.
festivals-how-to = Ketik { $usage }, misalnya `{ $example }`.
festivals-usage-plan = `/festival rencana tiket:"…"` (atau `tiket:none`)
festivals-usage-move = `/festival gerak ke:<pulau> tiket:<warna>`
festivals-usage-order = `/festival urutan pemain:"…"`, semua pemain yang seri dari pertama sampai terakhir
festivals-usage-rest = `/festival istirahat dari:island|pool|nothing`
festivals-usage-discard = `/festival buang pulau:<pulau> tiket:"…"`
festivals-usage-typhoon = `/festival topan dari:<sisi> ke:<sisi>` (tanpa opsi: biarkan topan)
festivals-usage-pick = `/festival pilih pemain:<pemain>`
festivals-short-plan = Merencanakan: menunggu { $waiting }
festivals-short-move = { $who } bergerak (sisa { $remaining })
festivals-short-order = { $who } menentukan urutan seri: { $tied }
festivals-short-rest = { $who } istirahat
festivals-short-discard = { $who } mengembalikan kelebihan tiket { $island }
festivals-short-typhoon = { $who } boleh memindahkan topan
festivals-short-pick = { $who } memilih pemindah topan
festivals-short-over = Permainan selesai: { $winners } menang
festivals-status-line = Ronde { $round }. { $prompt }.
festivals-none = tidak ada
festivals-status-head = The Festivals di { $channel }, ronde { $round } — festival: { $festival }; berikutnya: { $next } (sisa { $left } kartu). Yang pertama mencapai { $target } poin mengakhiri permainan.
festivals-status-player = { $who }: { $score } poin, { $tickets } tiket, di { $island }{ $airplane ->
        [yes] {" ✈ pesawat"}
       *[no] {""}
    }
festivals-status-pool = Cadangan tiket: { $pool }.
festivals-hand = Di { $channel }: kamu memegang { $hand } ({ $count } tiket) dan berada di { $island }.
festivals-hand-plan = Rencanamu: { $plan } (masih bisa kamu ganti sampai rencana terakhir masuk).
festivals-hand-unplanned = Kamu belum menyusun rencana.

## Opsi, label, gambar

festivals-options = { $typhoons ->
        [0] tanpa topan
       *[other] mode lanjutan, { $typhoons } topan
    }{ $ties ->
        [airplane] , pesawat memutuskan seri topan
       *[nobody] {""}
    }
festivals-label-leave = Biarkan topan di tempatnya
festivals-label-typhoon = Pindahkan topan dari { $from } ke { $to }
festivals-label-order = Urutan: { $players }
festivals-label-pick = { $player } memindahkan topan
festivals-picture-title = The Festivals · ronde { $round } · { $players } pemain

## Keterangan gambar papan

festivals-picture-active-festival = FESTIVAL AKTIF
festivals-picture-next = BERIKUTNYA
festivals-picture-deck = Dek:
festivals-picture-ticket-pool = Cadangan tiket:
festivals-picture-on = di
festivals-picture-pays = poin
festivals-picture-struck-claimed = dicoret = sudah diambil
festivals-picture-places-claimed = tempat sudah diambil
festivals-picture-none = tidak ada
festivals-picture-none-last-round = tidak ada: ronde terakhir
festivals-picture-card = kartu
festivals-picture-cards = kartu
festivals-picture-game-ends-at = Selesai pada
festivals-picture-points = poin
festivals-picture-players = PEMAIN
festivals-picture-score = skor
festivals-picture-hand = tangan
festivals-picture-this-round = ronde ini
festivals-picture-pts = poin
festivals-picture-ticket = tiket
festivals-picture-tickets = tiket
festivals-picture-airplane = pesawat
festivals-picture-winner = PEMENANG
festivals-picture-planned = siap ✓
festivals-picture-waiting = menunggu…
festivals-picture-to-place = belum ditaruh
festivals-picture-centre = tengah
festivals-picture-pool = cadangan
festivals-picture-festival = FESTIVAL
festivals-picture-next-festival = festival berikutnya
festivals-picture-empty = kosong
festivals-picture-typhoon = topan
festivals-picture-ticket-in-centre = tiket di tengah
festivals-picture-free-space = petak kosong
festivals-picture-ticket-on-space = tiket di petak
festivals-picture-1st = ke-1
festivals-picture-2nd = ke-2
festivals-picture-3rd = ke-3

## Tombol dan menu The Festivals

festivals-label-rest = Istirahat: tidak menunjukkan tiket
festivals-label-plan = Rencana: tiket yang kamu tunjukkan ronde ini
festivals-label-route = Seluruh rute: { $tickets } tiket sekaligus

## Penolakan opsi perintah /festivals

festivals-did-you-mean = {" "}Maksudmu { $name }?
festivals-refused-not-player = `{ $value }` bukan pemain di permainan ini. Pemain: { $players }.
festivals-refused-colour = `tiket:{ $value }` bukan warna tiket.{ $guess } Tulis `yellow`, `black` atau `blue` (atau `y`, `k`, `b`).
festivals-refused-typhoon-sides = Isi `dari:` (letak topan sekarang) dan `ke:` (sisi kosong di antara dua pulau), atau kosongkan keduanya untuk membiarkan topan di tempatnya.
festivals-refused-island = `{ $key }:{ $value }` bukan pulau.{ $guess } Pulau: { $islands }.
festivals-refused-side = `{ $value }` bukan sisi di antara dua petak pulau. Topan ada di: { $sides }.
festivals-refused-route-island = `{ $word }` di `ke:{ $text }` bukan pulau.{ $guess } Pulau: { $islands }.
festivals-refused-returns = Pengembalian untuk beberapa pulau butuh satu kelompok tiket per pulau, berurutan, dipisah titik koma: `pulau:` menyebut { $islands } pulau dan `tiket:` memberi { $groups } kelompok. Contohnya `pulau:"Jawa Sumatera" tiket:"black blue; yellow"`.
festivals-refused-route = Rute butuh satu tiket per pulau, berurutan: `ke:` menyebut { $islands } pulau dan `tiket:` { $tickets } tiket. Contohnya `ke:"Kalimantan Sulawesi" tiket:"yellow blue"`.
festivals-colour-count = { $count } { $colour }

## Penolakan aturan

festivals-refused-no-move = Kamu tidak menunjukkan tiket, jadi ronde ini kamu tidak bergerak: kamu istirahat setelah semua yang bergerak selesai.
festivals-refused-move-later = Belum giliranmu bergerak: { $awaited } bergerak lebih dulu.
festivals-refused-was-blocked = Kamu terhalang: tidak ada sisa tiket yang kamu tunjukkan yang cocok dengan petak kosong di pulau tetangga, jadi tiket itu masuk ke tengah { $island }. Gerakanmu ronde ini sudah selesai.
festivals-refused-move-done = Semua tiket yang kamu tunjukkan sudah ditaruh: gerakanmu ronde ini sudah selesai.
festivals-refused-not-shown = Kamu tidak menunjukkan tiket { $ticket }; yang masih harus kamu taruh: { $remaining }. { $hint }
festivals-refused-no-island = Pulau itu tidak ada. { $hint }
festivals-refused-there-already = Kamu sudah di { $island }: tiap tiket membawamu ke pulau tetangga. Dari { $island } kamu bisa ke { $reach }. { $hint }
festivals-refused-not-next = { $to } tidak bersebelahan dengan { $from }. Dari { $from } kamu bisa ke { $reach }. { $hint }
festivals-refused-typhoon-blocks = Topan di antara { $from } dan { $to } menghalangi jalan. { $hint }
festivals-refused-no-space-anywhere = Tidak ada petak { $ticket } kosong di seluruh papan: tiket { $ticket }-mu tidak bisa ditaruh ronde ini. { $hint }
festivals-refused-no-space = { $island } tidak punya petak { $ticket } kosong. { $hint }
festivals-step = ke { $island } dengan { $ticket }
festivals-step-hint = Kamu bisa bergerak: { $steps }.
festivals-refused-rest-after = Istirahat dilakukan setelah semua yang bergerak selesai: tunggu giliranmu istirahat.
festivals-refused-moved-no-rest = Kamu menunjukkan tiket dan sudah bergerak ronde ini, jadi kamu tidak istirahat.
festivals-refused-rest-later = Belum giliranmu istirahat: { $awaited } istirahat lebih dulu.
festivals-refused-rested = Kamu sudah istirahat ronde ini.
festivals-refused-centre-empty = Tidak ada tiket di tengah { $island }: istirahat dengan mengambil dari cadangan tiket (`/festival istirahat dari:cadangan`) atau tidak mengambil apa-apa (`/festival istirahat dari:"tidak ada"`).
festivals-refused-nothing-to-plan = Kamu tidak punya tiket, jadi ronde ini kamu tidak menunjukkan tiket dan istirahat: tidak ada yang perlu direncanakan.
festivals-refused-plan = Kamu memegang { $hand }; kamu tidak bisa merencanakan { $tickets }.
festivals-refused-discard-airplane = Hanya pemegang pesawat yang memilih kelebihan tiket mana yang kembali ke cadangan tiket.
festivals-refused-discard-island = Kembalikan dulu kelebihan { $island }: { $surplus } dari { $centre } di sana (`{ $how }`).
festivals-refused-discard-count = { $island } menyimpan paling banyak { $limit } tiket: kembalikan tepat { $surplus } dari { $centre } di sana (`{ $how }`).
festivals-refused-discard-held = Tengah { $island } berisi { $centre }; kamu tidak bisa mengembalikan { $tickets }.
festivals-refused-pick-airplane = Hanya pemegang pesawat yang memilih siapa yang memindahkan topan.
festivals-refused-pick-tied = Pilih salah satu dari { $tied } pemain dengan skor terendah yang sama (`/festival pilih pemain:@nama`).
festivals-refused-no-typhoon = Tidak ada topan di sana. Topan ada di: { $here }.
festivals-refused-typhoon-side = Topan harus ada di sisi antara dua petak pulau, misalnya Sumatera|Kalimantan (tidak pernah di penghubung).
festivals-refused-typhoon-there = Sudah ada topan di { $side }.
festivals-refused-closes-off = Itu akan menutup { $island }: setiap pulau harus tetap punya jalan masuk atau keluar.
festivals-refused-typhoon-lowest = Hanya pemain dengan skor terendah yang boleh memindahkan topan sekarang.
festivals-refused-no-tie = Tidak ada seri yang perlu diputuskan sekarang. Seri diputuskan saat penting: saat giliran bergerak para pemain yang seri tiba (setelah yang menunjukkan tiket lebih banyak), atau saat giliran istirahat mereka tiba; pemegang pesawat akan ditanya saat itu.
festivals-refused-order-airplane = Hanya pemegang pesawat yang memutuskan seri: tunggu urutan dari { $awaited }.
festivals-refused-order-names = Sebut tepat { $tied } pemain yang { $why ->
        [move] menunjukkan tiket sama banyak
       *[rest] istirahat di pulau yang sama
    }, masing-masing sekali, dari pertama sampai terakhir (`/festival urutan pemain:"@pertama @kedua"`); daftarnya ada di giliran.

## Yang ditunggu game sekarang, untuk pemain yang mengirim hal lain

festivals-phase-plan-empty = Game sedang di Fase 1 (perencanaan). Kamu tidak punya tiket, jadi ronde ini kamu tidak menunjukkan tiket: tunggu pemain lain selesai merencanakan.
festivals-phase-plan = Game sedang di Fase 1 (perencanaan): kirim rencanamu dengan `/festival rencana tiket:"..."` (atau `tiket:none`).
festivals-phase-order-you = Game sedang di { $phase ->
        [moving] Fase 2a (bergerak)
       *[resting] Fase 2b (istirahat)
    }: sebagai pemegang pesawat, tentukan dulu urutan pemain yang { $phase ->
        [moving] menunjukkan tiket sama banyak
       *[resting] istirahat di pulau yang sama
    } dengan `/festival urutan pemain:"@pertama @kedua"`.
festivals-phase-ordering = Game sedang di { $phase ->
        [moving] Fase 2a (bergerak)
       *[resting] Fase 2b (istirahat)
    }: pemegang pesawat sedang menentukan urutan pemain yang { $phase ->
        [moving] menunjukkan tiket sama banyak
       *[resting] istirahat di pulau yang sama
    }.
festivals-phase-your-move = Giliranmu bergerak (Fase 2a): `/festival gerak ke:<pulau> tiket:<warna>`. Yang masih harus kamu taruh: { $remaining }.
festivals-phase-your-rest = Giliranmu istirahat (Fase 2b): `/festival istirahat dari:island|pool|nothing`.
festivals-phase-other-moving = Game sedang di Fase 2a (bergerak): { $awaited } sedang bergerak.
festivals-phase-other-resting = Game sedang di Fase 2b (istirahat): { $awaited } sedang istirahat.
festivals-phase-discard-you = Game sedang di Fase 3 (penyegaran): sebagai pemegang pesawat, kembalikan { $surplus } dari tiket { $island } ({ $centre }) ke cadangan tiket dengan `/festival buang pulau:{ $island } tiket:"..."`.
festivals-phase-discard = Game sedang di Fase 3 (penyegaran): pemegang pesawat memilih tiket { $island } mana yang kembali ke cadangan tiket.
festivals-phase-pick-you = Game sedang di Fase 3 (penyegaran): sebagai pemegang pesawat, pilih siapa yang memindahkan topan dengan `/festival pilih pemain:@nama`.
festivals-phase-pick = Game sedang di Fase 3 (penyegaran): pemegang pesawat sedang memilih siapa yang memindahkan topan.
festivals-phase-typhoon-you = Game sedang di Fase 3 (penyegaran): kamu boleh memindahkan topan dengan `/festival topan dari:A|B ke:C|D`, atau membiarkannya dengan `/festival topan` tanpa opsi.
festivals-phase-typhoon = Game sedang di Fase 3 (penyegaran): pemain dengan skor terendah boleh memindahkan topan.
festivals-phase-over = Permainan sudah selesai.

## Tiket yang diketik

festivals-refused-too-many = Itu lebih banyak tiket { $colour } daripada yang ada di seluruh permainan.
festivals-refused-ticket-word = `{ $word }` bukan warna tiket: tulis `yellow`, `black` atau `blue` (atau `y`, `k`, `b`), dipisah spasi, atau `none`

## airplane: di /game start

festivals-refused-airplane-seat = `pesawat:{ $user }` bukan pemain yang duduk. Yang duduk: { $seated }.
festivals-refused-airplane-position = Posisi yang dijabarkan sudah menyebut pemegang pesawat: mulai tanpa `pesawat:`.

## Tombol satu langkah, istirahat, pengembalian

festivals-label-move = Ke { $island }, tiket { $ticket }
festivals-label-rest-from = Istirahat: { $from ->
        [island] ambil dari tengah pulau
        [pool] ambil dari cadangan tiket
       *[nothing] tidak mengambil apa-apa
    }
festivals-label-discard = Kembalikan { $tickets } dari { $island }
