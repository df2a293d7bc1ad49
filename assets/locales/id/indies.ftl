# Teks East Indies: kejadian, ringkasan di kanal, giliran, status, tangan, pemberitahuan,
# penolakan, kata perintah dan keterangan gambar. Nama tempat, bangsa dan komoditas tetap.

## Kata-kata

indies-whose = { $who }{ $ends ->
       *[other] {""}
    }
indies-florins = { $count } florin
indies-bounds = { $count } langkah
indies-units = { $count } { $unit ->
        [caravel] karavel
        [carrack] karak
        [galleon] galiung
        [soldier] prajurit
        [leader] pemimpin
       *[explorer] penjelajah
    }
indies-upkept-plural = { $thing ->
        [caravel] karavel
        [carrack] karak
        [galleon] galiung
        [soldier] prajurit
        [leader] pemimpin
        [explorer] penjelajah
        [fort] benteng
       *[factory] loji
    }
indies-things = { $count } { $thing ->
        [fort] benteng
        [factory] loji
        [ship] kapal
        [soldier] prajurit
       *[change-up] penggabungan
    }
indies-then = { $first }, lalu { $next }
indies-nothing = kosong
indies-no-effect = tanpa akibat
indies-any-company = perusahaan mana pun
indies-in-fleet = di armada { $fleet }
indies-at-site = di { $site }
indies-fleet-of = armada { $fleet } { $whose }
indies-stage = { $stage ->
        [outfitting] Persiapan armada
        [initial-voyages] Pelayaran samudra pertama
        [indies-movement] Gerakan di Hindia
        [combat] Pencegatan dan pertempuran
        [attrition] Atrisi
        [invasions] Invasi
        [factories] Segmen loji
        [commodities] Segmen komoditas
        [spices] Segmen rempah
        [cargo] Muat dan bongkar
        [final-voyages] Pelayaran samudra terakhir
        [treasury] Segmen kas
       *[maintenance] Perawatan
    }

## Kejadian

indies-initiative = Inisiatif { $year }: { $rolls }. Urutan: { $order }.
indies-round-opened = { $year }, ronde perintah { $round } dibuka: kirim perintahmu ({ $round ->
        [1] pembelian, gerakan, patroli, serangan, invasi, upaya loji dan benteng
       *[other] muat, bongkar, penggabungan, garnisun dan pelayaran pulang
    }), lalu segel.
indies-order-added = Perintah { $number } ditambahkan: { $order }.{ $note }
indies-order-replaced = Perintah { $number } kini: { $order }.{ $note }
indies-order-withdrawn = Perintah { $number } ditarik ({ $order }).
indies-draft-cleared = Drafmu kosong.
indies-sealed = { $who } sudah menyegel perintahnya ({ $sealed } dari { $of }).
indies-lapsed = { $who } tidak menyegel tepat waktu dan memakai perintah bawaan: diam di tempat, tidak membeli apa-apa.
indies-revealed-count = { $who } { $count ->
        [0] tidak ada
       *[other] { $count }
    }
indies-revealed = Perintah { $year }, ronde { $round }, dibuka dan dijalankan (perintah: { $counts }).
indies-skipped = Perintah { $who } tidak dijalankan ({ $order }): { $reason }
indies-standing-order = Perintah tetap { $whose }: { $order }.
indies-patrolling = Skuadron { $fleet } { $whose } di { $csb } akan mencegat { $whom } dengan peluang { $odds } atau lebih baik{ $laden ->
        [yes] , hanya armada bermuatan
       *[no] {""}
    }.
indies-bought = { $who } membeli { $units } untuk armada { $fleet } ({ $cost }).
indies-sailed = Armada { $fleet } { $who } berlayar { $path }: { $bounds }, { $cost }.
indies-drawn = { $area }: armada { $fleet } { $who } tiba pertama dan melempar { $die }: { $commodity }.
indies-halved = { $bounds }, dibagi dua jadi { $to }
indies-attrition-no-roll = Atrisi, armada { $fleet } { $who } ({ $kind ->
        [voyage] pelayaran samudra
       *[indies] gerakan di Hindia
    }, { $bounds }): tanpa lemparan.
indies-no-loss = tanpa kerugian
indies-fleet-lost = seluruh armada hilang: { $loss }
indies-lost = hilang: { $loss }
indies-attrition = Atrisi, armada { $fleet } { $who } ({ $kind ->
        [voyage] pelayaran samudra
       *[indies] gerakan di Hindia
    }, { $bounds }): { $dice }: { $lost }.
indies-roll-leader = { $die } + pemimpin { $bonus } = { $total }
indies-roll-leader-plus = { $die } + pemimpin = { $total }
indies-roll-bribe = { $die } + suap { $bribe } = { $total }
indies-interception = Skuadron { $fleet } { $whose } mengejar { $target } ({ $cost }): { $roll }, { $success ->
        [yes] tercegat
       *[no] lolos
    }.
indies-no-battle = Tidak ada pertempuran antara { $attacker } dan { $defender }: { $attack } lawan { $defence } di bawah tabel.
indies-factory-founded = { $site }: { $roll }, { $who } mendirikan loji.
indies-factory-natural = { $site }: { $die }, angka { $die } asli selalu gagal; { $who } tidak mendirikan loji.
indies-factory-failed = { $site }: { $roll }, { $who } gagal mendirikan loji.
indies-fort-built = { $who } membangun benteng di { $site } ({ $cost }).
indies-prices = Harga: { $prices }.
indies-share-at = { $who } di { $site }
indies-share-whole = { $area } ({ $commodity }, { $price }): satu bagian utuh untuk { $who }.
indies-share-each = { $area } ({ $commodity }, { $price }): masing-masing 1/{ $share } untuk { $who }.
indies-loaded = Armada { $fleet } { $who } memuat { $count } × { $marker } di { $site }.
indies-unloaded = Armada { $fleet } { $who } membongkar { $count } × { $marker } di { $site }.
indies-garrisoned = Armada { $fleet } { $who } menurunkan { $soldiers } ke garnisun { $site }.
indies-embarked = Armada { $fleet } { $who } menaikkan { $soldiers } dari { $site }.
indies-changed-up = { $who } menggabungkan { $commodity } { $from } jadi { $commodity } { $into } { $at }.
indies-sale = { $count ->
        [one] { $marker } seharga { $price }
       *[other] { $count } × { $marker } masing-masing { $price }
    }
indies-sold = { $who } menjual muatan armada { $fleet } di { $europe }: { $sales }; { $total }.
indies-subsidy = Subsidi kerajaan { $who }: { $die } × { $per } = { $amount }.
indies-upkeep-paid = { $who } membayar biaya perawatan { $paid }.
indies-upkeep-short = { $who } tidak sanggup membayar biaya perawatan { $due } dan membuang { $removed }; ia membayar { $paid }.
indies-left-csb = { $who } tak punya loji lagi: armada { $fleet } meninggalkan { $csb } menuju { $to }.
indies-final-score = { $who } { $score } ({ $treasury }, { $factories } loji{ $factories ->
        [one] {""}
       *[other] {""}
    })
indies-game-over = Permainan selesai. { $scores }. { $winner } menang!
indies-bribe-note = Suap { $useful } sudah membuat semua lemparan berhasil kecuali angka { $fails } asli: sisanya tidak mengubah apa-apa, dan suap tetap dibayar apa pun hasilnya.
indies-odds-shifted = { $before }, digeser ke { $after } oleh pemimpin { $side ->
        [attacker] penyerang
       *[defender] bertahan
    }
indies-battle-in = Pertempuran di { $area }
indies-battle = Pertempuran
indies-battle-report = { $place }: { $attacker } ({ $attack }) lawan { $defender } ({ $defence }): { $odds }; dadu { $die }: { $outcome }.
indies-battle-loses = { $who } kehilangan { $loss }{ $whole ->
        [yes] {" "}(armadanya hilang)
       *[no] {""}
    }.
indies-battle-taken = Pemenang mengangkut { $markers }.
indies-invasion = Armada { $fleet } { $who } menyerbu { $site } milik { $defender } ({ $cost }): { $attack } lawan { $defence }, { $odds }; dadu { $roll }: { $outcome }.
indies-loses = { $who } kehilangan { $lost }.
indies-site-falls = { $site } jatuh ke tangan { $who }.
indies-site-falls-with = { $site } jatuh ke tangan { $who } beserta { $markers }.
indies-removal-unit = { $units } dari armada { $fleet }
indies-removal-fleet-lost = (armada { $fleet } hilang beserta { $loss })
indies-removal-with = (beserta { $loss })
indies-removal-garrison = { $soldiers } dari garnisun { $site }
indies-removal-fort = benteng di { $site }
indies-removal-factory = loji di { $site }
indies-removal-factory-with = loji di { $site } (beserta { $markers })

## Perintah seperti di draf dan saat dibuka

indies-order-buy = beli { $units } untuk armada { $fleet }
indies-order-home = armada { $fleet } pulang ke { $europe }
indies-order-voyage = armada { $fleet } berlayar ke { $to }
indies-order-sail = armada { $fleet } berlayar terus ke { $path }
indies-order-enter-csb = armada { $fleet } masuk ke { $csb }
indies-order-leave-csb = armada { $fleet } keluar dari { $csb } menuju { $to }
indies-order-patrol = armada { $fleet } berpatroli: cegat { $whom } dengan peluang { $odds } atau lebih baik{ $laden ->
        [yes] , hanya armada bermuatan
       *[no] {""}
    }
indies-order-attack = armada { $fleet } menyerang armada { $target } milik { $company }
indies-order-invade = armada { $fleet } menyerbu { $site }
indies-order-attempt = armada { $fleet } mencoba mendirikan loji di { $site } dengan suap { $bribe }
indies-order-fort = armada { $fleet } membangun benteng di { $site }
indies-order-load = armada { $fleet } memuat { $markers } di { $site }
indies-order-unload = armada { $fleet } membongkar { $markers } di { $site }
indies-order-garrison = armada { $fleet } menempatkan { $soldiers } di garnisun { $site }
indies-order-embark = armada { $fleet } menaikkan { $soldiers } dari { $site }
indies-order-change-up = gabungkan { $commodity } { $from } jadi { $into } { $at }
indies-order-maintenance-default = perawatan: urutan pembuangan bawaan
indies-order-maintenance = perawatan: buang { $first } lebih dulu

## Ringkasan pembukaan perintah di kanal

indies-digest-initiative = Inisiatif { $year } (kas × dadu): { $values }.
indies-digest-over = Permainan selesai: { $who } menang dengan skor { $score }!
indies-digest-final-scores = Skor akhir:
indies-digest-details = { $revealed } Rinciannya: `/meja riwayat`.
indies-digest-not-carried-out = Perintah yang tidak dijalankan
indies-digest-harmed = armada { $fleet } { $whose } { $harmed ->
        [lost] hilang beserta { $loss }
       *[loses] kehilangan { $loss }
    }
indies-digest-label = { $label ->
        [invasions] Invasi
        [outfitting] Persiapan armada
        [attrition] Atrisi
        [factories] Loji
        [shares] Hasil dibagi (penanda)
        [loading] Muatan
       *[florins] Florin
    }
indies-digest-buys = membeli { $units }
indies-digest-moves = { $moves ->
        [out] Pelayaran berangkat
        [home] Pelayaran pulang
       *[indies] Gerakan di Hindia
    }
indies-digest-outfitting-and = Persiapan armada dan { $moves ->
        [out] pelayaran berangkat
        [home] pelayaran pulang
       *[indies] gerakan di Hindia
    }
indies-digest-unharmed = { $count } armada { $others ->
        [yes] lain{" "}
       *[no] {""}
    }tanpa kerugian{ $count ->
        [one] {""}
       *[other] {""}
    }
indies-digest-draws = dapat { $drawn }
indies-digest-money = { $what ->
        [sales] penjualan
        [subsidy] subsidi
       *[upkeep] perawatan
    } { $amount }
indies-digest-factories = { $what ->
        [founds] mendirikan loji di { $sites }
        [fails] gagal di { $sites }
       *[fort] membangun benteng di { $sites }
    }
indies-digest-cargo = { $verb ->
        [loads] memuat
        [unloads] membongkar
        [lands] menurunkan
       *[embarks] menaikkan
    } { $what }
indies-digest-takes = merebut { $site } dari { $from }
indies-digest-takes-with = merebut { $site } dari { $from } beserta { $markers }
indies-digest-fails-at = gagal di { $site }
indies-digest-losing = , kehilangan { $soldiers }
indies-digest-defender-loses = { $who } kehilangan { $lost }

## Giliran, status, tangan dan pemberitahuan

indies-fleet-at = armada { $fleet } di { $at }:{" "}
indies-fleet-cargo = ; muatan { $markers }
indies-round-orders-none = Ronde { $round } untuk { $round ->
        [1] pembelian di Eropa, pelayaran dan gerakan, Penguasaan Laut, serangan, invasi, loji dan benteng
       *[other] muat dan bongkar di lojimu, garnisun, penggabungan dan pelayaran pulang
    }; saat ini kamu tidak punya perintah seperti itu.
indies-round-orders = Ronde { $round } untuk { $round ->
        [1] pembelian di Eropa, pelayaran dan gerakan, Penguasaan Laut, serangan, invasi, loji dan benteng
       *[other] muat dan bongkar di lojimu, garnisun, penggabungan dan pelayaran pulang
    }. Contoh perintah yang bisa kamu berikan sekarang:
indies-stores = { $site } menyimpan { $stores }
indies-no-factory-yet = Kamu belum punya loji.
indies-own-factories = Lojimu: { $factories }.
indies-notice-head = { $year }, ronde perintah { $round } di { $channel }: kamu { $nation } dengan { $treasury }.
indies-notice-how = Setiap perintah langsung diperiksa dan masuk ke draf rahasiamu; tambahkan `ganti:<n>` untuk menggantikan perintah n. `/meja tangan` menampilkan drafmu, `/hindia tarik nomor:<n>` menarik satu perintah, `/hindia kosongkan` mengosongkannya, dan `/hindia segel` menyegel ronde (kirim di sini, atau di kanal tempat hanya kamu yang melihat jawabannya). Kanal hanya melihat siapa yang sudah menyegel.
indies-waiting = { $year }, ronde perintah { $round }: menunggu { $who } menyegel perintah rahasianya.
indies-over-won = Permainan selesai: { $who } menang.
indies-intro = East Indies dimulai, { $first } sampai { $last }!
    Perusahaan: { $companies }.
    Setiap perusahaan mulai di Eropa dengan kasnya; setiap tahun ada dua ronde perintah rahasia yang dibuka bersamaan.
indies-status-line = { $year }, ronde perintah { $round }: { $sealed } dari { $of } perusahaan sudah menyegel.
indies-status-head = East Indies di { $channel }, { $year } (tahun ke-{ $nth } dari { $of }).
indies-status-company = { $company } · { $treasury } · { $factories } (perawatan { $upkeep }) · skor { $score }{ $sealed ->
        [yes] {" "}· tersegel
       *[no] {""}
    }
indies-status-commodities = Komoditas:
indies-status-prices = Harga satu bagian utuh:
indies-hand-sealed-none = Kamu sudah menyegel perintah ronde ini (tidak ada perintah).
indies-hand-sealed = Kamu sudah menyegel perintah ronde ini:
indies-hand-empty = Drafmu kosong: tambahkan perintah, lalu `/hindia segel`.
indies-hand-draft = Drafmu (belum disegel):

## Kata-kata meja

indies-no-hand = Kamu tidak punya kursi di permainan ini, jadi tidak ada perintah untuk dilihat.
indies-no-undo = Perintah East Indies diubah sebelum disegel, bukan dibatalkan: `/meja tangan` menampilkan drafmu, `/hindia tarik nomor:<n>` menarik satu perintah, `/hindia kosongkan` mengosongkannya. Perintah yang sudah disegel tetap berlaku.
indies-years = { $years } tahun

## Tombol dan menu

# Nama perintah, lalu nama tiap opsi sebelum nilainya: "Pelayaran armada A, ke Europe".
indies-label-buy = Beli
indies-label-voyage = Pelayaran
indies-label-sail = Berlayar
indies-label-csb = Masuk CSB
indies-label-leave = Keluar CSB
indies-label-attack = Serang
indies-label-invade = Serbu
indies-label-patrol = Patroli
indies-label-attempt = Coba loji
indies-label-fort = Benteng
indies-label-load = Muat
indies-label-unload = Bongkar
indies-label-garrison = Garnisun
indies-label-embark = Naikkan
indies-label-changeup = Gabungkan
indies-label-maintenance = Perawatan
indies-label-withdraw = Tarik
indies-label-clear = Kosongkan
indies-label-seal = Segel
indies-label-fleet = armada
indies-label-unit = unit
indies-label-count = jumlah
indies-label-to = ke
indies-label-company = perusahaan
indies-label-target = sasaran
indies-label-site = situs
indies-label-odds = peluang
indies-label-laden = bermuatan
indies-label-bribe = suap
indies-label-marker = penanda
indies-label-at = di
indies-label-commodity = komoditas
indies-label-shares = bagian
indies-label-first = lepas dulu
indies-label-number = nomor
indies-label-replace = ganti
indies-label-any = siapa saja
indies-label-none = bawaan

## Penolakan

indies-refused-over = Permainan sudah selesai.
indies-refused-sealed = Kamu sudah menyegel perintahmu untuk ronde perintah { $round } tahun { $year }; perintah itu tidak bisa diubah lagi. Menunggu { $waiting } perusahaan lagi menyegel.
indies-refused-not-an-order = `perintah:{ $word }` bukan perintah `{ $command }`: pilih { $words }.
indies-refused-unused-option = `{ $named }` tidak memakai `{ $key }:`; yang dipakai { $takes }.
indies-refused-voyage-to = `ke:{ $value }` bukan Eropa maupun area Hindia. Areanya: { $areas }.
indies-refused-target = `sasaran:{ $value }` bukan armada: armada dinamai dengan satu huruf.
indies-refused-at = `di:{ $value }` bukan huruf armada maupun situs: gabungkan di palka armada (hurufnya) atau di lojimu (situsnya).
indies-refused-shares = `saham:{ $value }` bukan daftar bagian: tulis penyebut tiap bagian, misalnya "3 3 3" untuk tiga penanda 1/3.
indies-refused-first = `pertama:{ $value }`: "{ $word }" bukan sesuatu yang dirawat: unit (caravel, carrack, galleon, soldier, leader, explorer), fort atau factory.
indies-refused-fleet = `armada:{ $value }` bukan armada: armada dinamai dengan satu huruf, A sampai Z.
indies-did-you-mean = {" "}Maksudmu { $name }?
indies-refused-area = `{ $key }:{ $value }` bukan area Hindia.{ $guess } Areanya: { $areas }.
indies-hint-area = {" "}Itu area; sebut salah satu situsnya (gambar menunjukkannya di bawah tiap area).
indies-refused-site = `situs:{ $value }` bukan situs.{ $hint } Situs adalah kota pantai yang tercantum di bawah tiap area, misalnya Bantam, Goa atau Ternate.
indies-refused-unit = `unit:{ $value }` bukan unit. Unit: { $units }.
indies-refused-marker = `penanda:{ $value }` bukan penanda komoditas: tulis komoditas dan bagiannya, misalnya "cloves 1/3" (atau "cloves" saja untuk satu bagian utuh). Komoditas: { $commodities }.
indies-refused-commodity = `komoditas:{ $value }` bukan komoditas. Komoditas: { $commodities }.
indies-refused-company = `perusahaan:{ $value }` bukan perusahaan di permainan ini: sebut bangsanya ({ $nations }) atau pemainnya ({ $players }).
indies-refused-path = `ke:{ $value }`: "{ $word }" bukan area Hindia. Areanya: { $areas }.
indies-refused-path-empty = `ke:` kosong: sebut area yang dilalui, berurutan, misalnya "Java Borneo".
indies-refused-odds = `peluang:{ $value }` bukan kolom tabel pertempuran: { $columns }.

## Penolakan mesin (perintah diperiksa di draf, atau tidak dijalankan saat dibuka)

indies-refused-no-site = Tidak ada situs nomor { $site }.
indies-refused-no-area = Tidak ada area nomor { $area }.
indies-refused-no-commodity = Tidak ada komoditas nomor { $commodity }.
indies-refused-no-marker = Penanda itu tidak ada.
indies-refused-no-seat = Tidak ada perusahaan di kursi { $company } dalam permainan ini.
indies-refused-port = { $site } bukan lojimu: muatan hanya dimuat dan dibongkar di lojimu sendiri.
indies-refused-port-area = Armada { $fleet } ada di { $at }, bukan di { $area } tempat { $site } berada.
indies-refused-room = Armada { $fleet } punya { $free } poin muatan kosong (dari { $capacity }), padahal { $what } butuh { $points }.
indies-refused-soldiers = { $count } prajurit
indies-refused-stores = { $site } hanya menyimpan { $have } × { $marker }.
indies-refused-carries = Armada { $fleet } hanya membawa { $have } × { $marker }.
indies-refused-garrison-none = Tempatkan paling sedikit 1 prajurit di garnisun.
indies-refused-aboard = Armada { $fleet } hanya mengangkut { $have } prajurit.
indies-refused-embark-none = Naikkan paling sedikit 1 prajurit.
indies-refused-garrisoned = Garnisun { $site } hanya berisi { $have } prajurit.
indies-refused-change-up = Penggabungan menyatukan dua penanda atau lebih yang pecahannya berjumlah tepat satu bagian (tiga 1/3 jadi 1/1, dua 1/4 jadi 1/2).
indies-refused-not-yours = { $site } bukan lojimu.
indies-refused-change-up-markers = Penanda { $marker } di sana tidak cukup untuk penggabungan ini.
indies-refused-move-none = Pindahkan paling sedikit 1 penanda.
indies-refused-fight-where = Armada { $fleet } akan berada di { $at }: armada bertempur di area Hindia.
indies-refused-attacked = Armada { $fleet } sudah menyerang di ronde ini.
indies-refused-own-fleet = Armada { $fleet } adalah armadamu sendiri.
indies-refused-no-enemy-fleet = { $nation } tidak punya armada { $fleet }.
indies-refused-enemy-away = Armada { $fleet } milik { $nation } tidak ada di { $area }.
indies-refused-odds-low = Peluangnya, { $attack } lawan { $defence }, di bawah { $column }: { $action ->
        [attack] tidak ada serangan
       *[invasion] tidak ada invasi
    }.
indies-refused-bounds-cost = { $what } armada { $fleet } butuh { $cost } ({ $bounds } × { $ships }), padahal kasmu saat itu tinggal { $have }.
indies-refused-costly = { $what ->
        [attack] Serangan
        [invasion] Invasi
        [indies] Gerakan di Hindia
        [csb-in] Masuk ke CSB
       *[csb-out] Keluar dari CSB
    }
indies-refused-costly-voyage = Pelayaran ke { $to }
indies-refused-site-area = Armada { $fleet } akan berada di { $at }, bukan di { $area } tempat { $site } berada.
indies-refused-invaded = Armada { $fleet } sudah menyerbu di ronde ini.
indies-refused-no-soldiers = Armada { $fleet } tidak punya prajurit untuk menyerbu { $site }.
indies-refused-no-factory-there = Tidak ada loji di { $site } untuk diserbu.
indies-refused-own-factory = { $site } adalah lojimu sendiri.
indies-refused-no-leader = Armada { $fleet } tidak punya pemimpin untuk mencoba mendirikan loji di { $site }.
indies-refused-no-explorer = Armada { $fleet } tidak punya penjelajah untuk mendarat di { $site }: upaya loji membutuhkannya (E 2.2.1).
indies-refused-attempted = Pemimpin armada { $fleet } ({ $leaders }) sudah mencoba mendirikan loji tahun ini: satu upaya per pemimpin.
indies-refused-bribe-max = Suap paling banyak { $max } florin.
indies-refused-factory-yours = Kamu sudah punya loji di { $site }.
indies-refused-factory-taken = { $site } sudah punya loji { $nation }: satu loji per situs.
indies-refused-bribe-cost = Suap { $bribe }, padahal kasmu saat itu tinggal { $have }.
indies-refused-fort-where = { $site } bukan lojimu: benteng dibangun di lojimu sendiri.
indies-refused-fort-cost = Benteng seharga { $cost } florin, padahal kasmu saat itu tinggal { $have }.
indies-refused-buy-count = Beli antara 1 dan { $max } unit sekaligus.
indies-refused-fleet-letter = Armada diberi huruf A sampai Z.
indies-refused-buy-where = Armada { $fleet } ada di { $at }, bukan di { $europe }: unit hanya dibeli di { $europe }, untuk armada yang ada di sana (beri huruf baru untuk armada baru).
indies-refused-buy-room = Armada { $fleet } hanya punya ruang muatan untuk { $room } prajurit lagi; beli kapal dulu.
indies-refused-buy-cost = { $units } seharga { $cost } florin, padahal kasmu saat itu tinggal { $have }.
indies-refused-maintenance-twice = Perintah perawatan menyebut tiap jenis sekali saja.
indies-refused-no-fleets = Kamu tidak punya armada { $fleet }: kamu belum punya armada (beli unit untuk armada baru di Eropa).
indies-refused-no-fleet = Kamu tidak punya armada { $fleet }; armadamu: { $fleets }.
indies-refused-no-ships = Armada { $fleet } tidak punya kapal: belikan kapal untuknya di Eropa dulu.
indies-refused-voyaged = Armada { $fleet } sudah berlayar samudra di ronde ini.
indies-refused-voyage-from-csb = Armada { $fleet } ada di { $csb }, yang tidak bersebelahan dengan { $europe }: keluar dulu ke area Hindia.
indies-refused-voyage-to-csb = { $csb } tidak bersebelahan dengan { $europe }; armada masuk ke sana dari area Hindia.
indies-refused-in-europe = Armada { $fleet } sudah ada di { $europe }.
indies-refused-voyage-indies = Pelayaran samudra berlangsung antara { $europe } dan Hindia; armada { $fleet } ada di { $from }: untuk mencapai { $to } pakai gerakan di Hindia.
indies-refused-stockpile = Penanda armada { $fleet } dijual di { $europe } tahun ini dan tidak boleh ditimbun di sana atau dibawa berlayar lagi (E 5.2).
indies-refused-steps = Gerakan di Hindia terdiri dari 1 sampai { $steps } perpindahan antar-area yang bersebelahan.
indies-refused-sailed = Armada { $fleet } sudah bergerak di Hindia ronde ini (masuk atau keluar { $csb } mengakhiri gerakan).
indies-refused-sail-from-europe = Armada { $fleet } akan berada di { $europe }: gerakan di Hindia dimulai dari area Hindia (ke sana dengan pelayaran samudra).
indies-refused-sail-from-csb = Armada { $fleet } ada di { $csb }: keluarlah ke sebuah area.
indies-refused-not-adjacent = { $to } tidak bersebelahan dengan { $from }.
indies-refused-csb-moved = Armada { $fleet } sudah masuk atau keluar { $csb } di ronde ini.
indies-refused-csb-from = Armada { $fleet } akan berada di { $at }: { $csb } dimasuki dari area Hindia.
indies-refused-csb-factory = Hanya perusahaan yang punya loji di Hindia boleh menempatkan kapal di { $csb } (E 6.1).
indies-refused-csb-cargo = Kapal di { $csb } tidak membawa muatan, padahal armada { $fleet } akan mengangkut { $markers } penanda dan { $soldiers } prajurit: bongkar dulu.
indies-refused-not-in-csb = Armada { $fleet } tidak ada di { $csb }.
indies-refused-patrol-where = Armada { $fleet } tidak akan berada di { $csb }: hanya skuadron di sana yang mencegat.
indies-refused-patrol-own = Skuadron tidak mencegat perusahaannya sendiri.
indies-refused-patrol-odds = Peluang harus berupa kolom tabel pertempuran.
indies-refused-other-round = { $kind ->
        [buy] Pembelian
        [voyage] Pelayaran samudra
        [sail] Gerakan di Hindia
        [csb] Masuk ke CSB
        [leave] Keluar dari CSB
        [patrol] Patroli
        [attack] Serangan
        [invade] Invasi
        [attempt] Upaya loji
        [fort] Pembangunan benteng
        [load] Muat
        [unload] Bongkar
        [garrison] Penempatan garnisun
        [embark] Menaikkan prajurit
        [changeup] Penggabungan
       *[maintenance] Perintah perawatan
    } termasuk { $round ->
        [1] ronde perintah 1 (pembelian, gerakan, patroli, serangan, invasi, loji dan benteng)
       *[other] ronde perintah 2 (muat, bongkar, penggabungan, garnisun dan pelayaran pulang)
    }; sekarang { $open ->
        [1] ronde perintah 1 (pembelian, gerakan, patroli, serangan, invasi, loji dan benteng)
       *[other] ronde perintah 2 (muat, bongkar, penggabungan, garnisun dan pelayaran pulang)
    }.
indies-refused-then = Lalu perintah { $number } ({ $order }) tidak bisa dijalankan: { $why }
indies-refused-withdraw-breaks = Perintah { $withdrawn } tidak bisa ditarik: tanpanya, perintah { $number } ({ $order }) tidak bisa dijalankan: { $why }
indies-refused-draft-full = Draf paling banyak berisi { $max } perintah.
indies-refused-draft-empty = Drafmu kosong.
indies-refused-no-order = Drafmu berisi { $orders ->
        [1] 1 perintah
       *[other] perintah 1 sampai { $orders }
    }; tidak ada perintah { $number }.
indies-skipped-sunk-in = armada { $fleet } tenggelam dalam pertempuran di { $area }.
indies-skipped-sunk = armada { $fleet } tenggelam dalam pertempuran.
indies-skipped-lost = armada { $fleet } hilang di laut.

## Kepala gambar dan gambar dalam kata-kata

indies-picture-round = Ronde perintah { $round }
indies-picture-sealed = { $sealed } dari { $of } perusahaan sudah menyegel perintahnya
indies-picture-over = Permainan selesai
indies-picture-wins = { $who } ({ $nation }) menang
indies-picture-title = East Indies · { $companies } perusahaan
indies-words-head = East Indies, { $year }, tahun ke-{ $nth } dari { $of }, { $phase }
indies-words-score = , skor { $score }
indies-words-sealed = , sudah menyegel
indies-words-not-sealed = , belum menyegel
indies-words-in-europe = di Eropa
indies-words-in-csb = di Penguasaan Laut

## The picture

# Keterangan peta dan panel. Gambar menaruh angka di samping sebagian: "tahun 4 dari 12",
# "Erp 8", "+2 lagi", "karam: N-A", "Ambon direbut N", "kas 212 fl", "skor 130",
# "+3 armada lagi", "muatan Cl 1/3". Nama (area, situs, bangsa, komoditas) tetap.
indies-picture-year = tahun
indies-picture-of = dari
indies-picture-europe = Eropa
indies-picture-europe-note = Erp: langkah dari Eropa ke area
indies-picture-csb = CSB
indies-picture-csb-note = Penguasaan Laut: 1 langkah
indies-picture-eur = Erp
indies-picture-no-commodity = belum ada komoditas
indies-picture-more = lagi
indies-picture-battle = ⚔ perang
indies-picture-sunk = karam
indies-picture-taken-by = direbut
indies-picture-held-against = bertahan dari
indies-picture-companies = Perusahaan
indies-picture-companies-in-order = Perusahaan, urut inisiatif
indies-picture-prices = Harga
indies-picture-prices-note = florin per bagian utuh
indies-picture-treasury = kas
indies-picture-fl = fl
indies-picture-factory = loji
indies-picture-factories = loji
indies-picture-orders-sealed = ✓ perintah disegel
indies-picture-drafting = menyusun perintah
indies-picture-score = skor
# Satuan armada setelah angka: satu, lalu beberapa (sama saja).
indies-picture-unit-one = { $unit ->
        [caravel] karavel
        [carrack] karak
        [galleon] galiung
        [soldier] prajurit
        [leader] pemimpin
       *[explorer] penjelajah
    }
indies-picture-unit-many = { $unit ->
        [caravel] karavel
        [carrack] karak
        [galleon] galiung
        [soldier] prajurit
        [leader] pemimpin
       *[explorer] penjelajah
    }
indies-picture-cargo = muatan
indies-picture-no-fleets = tanpa armada
indies-picture-more-fleets = armada lagi
# Keterangan: di sampingnya digambar penghitung armada (N, A, 3 kapal), bendera loji, keping
# penanda (Cl 1/3), lencana jarak dan garis penghubung.
indies-picture-key = Keterangan
indies-picture-key-fleet = armada A milik Netherlands (N):
indies-picture-key-ships = 3 kapal; peti = ada muatan
indies-picture-key-factory = loji milik England
indies-picture-forts = benteng
indies-picture-soldiers = prajurit
indies-picture-key-share = sepertiga bagian cloves
indies-picture-key-bounds = langkah ke Eropa
indies-picture-key-adjacent = area bertetangga: 2 langkah sekali pindah
