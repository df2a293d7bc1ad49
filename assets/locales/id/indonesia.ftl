# Teks Indonesia (Splotter Spellen): kejadian, giliran, status, tangan, penolakan, kata perintah
# dan keterangan gambar. Nama yang diketik pemain (area, laut, akta, barang seperti rice, spice,
# rubber, oil dan siap saji, kata jalur riset di perintah) tetap seperti diketik.

## Kata-kata

indonesia-rupiah = { $amount } rupiah
indonesia-cubes = { $count } kubus muatan
indonesia-track = { $track ->
        [bid] tawaran urutan giliran
        [slots] slot
        [mergers] merger
        [expansion] ekspansi
       *[hull] lambung kapal
    }
indonesia-phase = { $phase ->
        [new-era] Era Baru
        [bid] Tawaran Urutan Giliran
        [mergers] Merger
        [acquisitions] Akuisisi
        [research] Riset dan Pengembangan
        [operations] Operasi
        [growth] Pertumbuhan Kota
       *[over] Permainan selesai
    }

## Kejadian

indonesia-era-cards = era { $era }: { $cards }
indonesia-dealt = Kartu kotamu: { $eras }.
indonesia-turn-order = Urutan giliran: { $order }.
indonesia-phase-started = Tahun { $year }: { $phase }.
indonesia-new-era = Era { $era } dimulai. Akta di peta:
indonesia-discarded = Dibuang: { $deeds }.
indonesia-city-cards = Kartu kota era { $era }:
indonesia-city-placed = { $who } menaruh kota ukuran 1 di { $area }.
indonesia-no-city-supply = { $who } tidak menaruh kota: semua kota ukuran 1 sudah di peta.
indonesia-no-city-room = { $who } tidak menaruh kota: { $provinces } tidak punya area pantai kosong di provinsi tanpa kota.
indonesia-deed-discarded = { $deed } dibuang: tidak ada lagi area awal yang sah untuknya.
indonesia-bid = { $who } menawar { $amount } untuk urutan giliran (nilai tawaran { $value }).
indonesia-bid-sealed = { $who } sudah menyegel tawaran urutan giliran.
indonesia-own-sealed-bid = Tawaran urutan giliranmu yang disegel: { $amount } (nilai tawaran { $value }). Tawaran ini final, dan dibuka bersama yang lain setelah semua pemain menyegel.
indonesia-bids-revealed = Semua tawaran urutan giliran sudah disegel; tawarannya, menurut urutan giliran:

indonesia-orders-ended = Salah satu perintah tetapmu berakhir: { $why }.
indonesia-ended-bid = uangmu tidak cukup, atau ada akta atau slot kosong baru sejak kamu memberikannya
indonesia-ended-proposals = kamu sekarang bisa mengusulkan merger yang dulu tidak bisa
indonesia-ended-more-slots = slot kosongmu lebih banyak daripada saat kamu memberikannya
indonesia-ended-new-deed = ada akta di peta yang dulu belum ada
indonesia-ended-last-slot = sebuah perusahaan mengambil slot kosong terakhirmu
indonesia-ended-track-done = penanda { $track } itu sudah di langkah 5, yang terakhir
indonesia-orders-proposals-pass = Usulan merger: kamu lewat setiap tahun (ditanya lagi kalau kamu bisa mengusulkan merger baru).
indonesia-orders-proposals-asked = Usulan merger: kamu ditanya.
indonesia-orders-deeds-pass = Akuisisi: kamu lewat setiap tahun (ditanya lagi kalau ada akta baru di peta atau slot kosongmu bertambah).
indonesia-orders-deeds-asked = Akuisisi: kamu ditanya.
indonesia-orders-bid-lead = Urutan giliran: tiap tahun kamu menawar paling sedikit yang membuatmu pertama, paling banyak { $most } (ditanya lagi kalau ada akta atau slot kosong baru).
indonesia-orders-bid = Urutan giliran: kamu menawar { $amount } tiap tahun (ditanya lagi kalau uangmu kurang, atau ada akta atau slot kosong baru).
indonesia-orders-bid-asked = Urutan giliran: kamu ditanya.
indonesia-orders-research-own = Riset: jalur { $track } milikmu tiap tahun.
indonesia-orders-research = Riset: jalur { $track } milik { $owner } tiap tahun.
indonesia-orders-research-asked = Riset: kamu ditanya.

indonesia-proposed = { $who } mengusulkan merger { $first } dengan { $second }{ $siap_saji ->
        [yes] {" "}menjadi siap saji
       *[no] {""}
    } dan menawar { $bid }.
indonesia-no-proposal = { $who } tidak mengusulkan merger.
indonesia-raised = { $who } menawar { $amount }.
indonesia-maximum-set = Batas tawaranmu di lelang ini { $up_to }: setiap kali giliranmu tiba, meja menaikkan tawaranmu ke tawaran sah terkecil sampai batas itu, kalau tidak bisa meja lewat untukmu. Hanya kamu yang tahu; ubah dengan `/indonesia naikkan maksimum:<rupiah>`, hapus dengan `maksimum:none`.
indonesia-maximum-cleared = Batas tawaranmu dihapus: lelang menunggumu lagi saat giliranmu tiba.
indonesia-passing-rest = Kamu lewat merger sampai akhir tahun ini: meja lewat untukmu setiap kali kamu ditanya, sampai fase Merger selesai.
indonesia-steps-stopped = Langkah { $step } dari { $asked } ditolak, jadi perintahnya berhenti di situ{ $done ->
        [0] {""}
        [1] {" "}(langkah pertama tetap berlaku)
       *[other] {" "}({ $done } langkah pertama tetap berlaku)
    }: { $why }
indonesia-left-auction = { $who } lewat.
indonesia-merged-keeps = { $who } menyimpan { $amount } untuk perusahaannya sendiri
indonesia-merged-pays = { $who } membayar { $to } { $amount }
indonesia-merged = { $who } memenangi merger seharga { $price } dan mengambil { $company }; { $paid }.
indonesia-removed = Pembentukan siap saji: { $company } melepas { $area }.
indonesia-siap-saji = Sisa rice dan spice milik { $company } menjadi siap saji.
indonesia-mergers-over = Tidak ada merger lagi tahun ini.
indonesia-acquired = { $who } mengakuisisi { $company } dan memulainya di { $place }.
indonesia-no-acquisition = { $who } tidak mengakuisisi lagi tahun ini.
indonesia-researched-own = { $who } memajukan riset { $track } ke langkah { $step }.
indonesia-researched = { $who } memajukan riset { $track } milik { $owner } ke langkah { $step }.
indonesia-no-research = { $who } tidak punya langkah riset lagi.

indonesia-operating = { $who } menjalankan { $company }.
indonesia-ship-placed = { $company } menaruh kapal di { $sea }.
indonesia-plan-offered = Rencana pengapalan untuk { $who } (#{ $company }):
indonesia-plan-none = Tidak ada { $good } yang bisa dikapalkan ({ $goods } diproduksi).
indonesia-plan = { $count } dari { $goods } { $good } dikapalkan seharga { $income }, { $cubes }:
indonesia-plan-numbered = Rencana { $number }: { $plan }
indonesia-other-plan = { $cubes }, { $earning }; { $to }.
indonesia-other-plan-earning = pendapatan { $paid }
indonesia-other-plan-no-earning = tidak ada pemilik kapal yang dapat bagian
indonesia-owners-earn = Pemilik kapal mendapat: { $paid }.
indonesia-shipped-none = { $who } tidak mengapalkan { $good } dengan #{ $company }.
indonesia-shipped = { $who } mengapalkan { $count } { $good } dengan #{ $company } seharga { $income } ({ $cubes }):
indonesia-expanded = { $company } berekspansi ke { $area }.
indonesia-expanded-paid = { $company } berekspansi ke { $area } seharga { $paid }.
indonesia-expansion-passed = { $company } berhenti berekspansi.
indonesia-expansion-no-room = { $company } tidak punya tempat lagi untuk berekspansi.
indonesia-expansion-limit = { $company } sudah berekspansi sejauh yang boleh.
indonesia-settled = { $who }: pendapatan operasi { $amount } masuk ke kas.
indonesia-settled-repaid = { $who }: utang { $repaid } dilunasi dari kas.
indonesia-settled-left = { $who }: utang { $repaid } dilunasi dari kas; { $left } tetap jadi utang atas pendapatan tahun depan.
indonesia-revenue-settled = Pendapatan operasi masuk ke kas tiap pemain (utang dilunasi dari kas).
indonesia-grew = Kota di { $area } tumbuh ke ukuran { $size }.
indonesia-no-growth = Kota di { $area } mestinya tumbuh, tapi persediaan kota ukuran { $size } sudah habis.
indonesia-goods-cleared = Barang yang dikirim ke kota-kota disingkirkan.
indonesia-game-over = Permainan selesai. Pemenang: { $winners }.
indonesia-final-score = { $who } { $total } (kas { $cash }, simpanan { $stash }, pendapatan { $revenue } ×2)

## Awal game, status dan panel pribadi pemain

indonesia-none = tidak ada
indonesia-money-open = Uang terbuka: kas semua pemain terlihat di papan.
indonesia-money-closed = Uang tertutup: kasmu hanya kamu yang tahu (`/meja tangan` menunjukkannya hanya padamu).
indonesia-intro = Indonesia dimulai! Kursi: { $seats }. { $money } Setiap pemain sudah dikirimi kartu kotanya.
indonesia-status-line = Tahun { $year }, era { $era }, { $phase }. { $next }.
indonesia-status-head = Indonesia di { $channel }: tahun { $year }, era { $era }, { $phase }. Urutan giliran: { $order }.
indonesia-status-cash = kas { $cash }
indonesia-status-cash-ious = kas { $cash }, utang { $ious }
indonesia-status-cash-revenue = kas { $cash }, pendapatan { $revenue }
indonesia-status-track = { $track ->
        [bid] tawaran
        [slots] slot
        [mergers] merger
        [expansion] ekspansi
       *[hull] lambung
    }
indonesia-status-player = { $who }: simpanan { $stash }; riset { $research }; perusahaan { $companies }.
indonesia-status-player-open = { $who }: { $money }; simpanan { $stash }; riset { $research }; perusahaan { $companies }.
indonesia-status-no-companies = Belum ada perusahaan.
indonesia-status-ships = { $ships } dari { $limit } kapal di { $seas }
indonesia-status-goods = { $good } di { $areas }
indonesia-status-company = { $company } milik { $owner }: { $what }{ $state ->
        [operated-merged] {" "}(sudah dijalankan, merger tahun ini)
        [operated] {" "}(sudah dijalankan)
        [merged] {" "}(merger tahun ini)
       *[none] {""}
    }.
indonesia-status-cities = Kota (ukuran): { $cities }. Persediaan: { $one } ukuran 1, { $two } ukuran 2, { $three } ukuran 3.
indonesia-status-deeds = Akta yang belum diambil: { $deeds }.
indonesia-status-scores = Skor akhir: { $scores }.
indonesia-hand-ious = utang { $amount } rupiah
indonesia-hand-revenue = pendapatan operasi { $amount } rupiah
indonesia-hand = Di { $channel }: kasmu { $cash } rupiah, { $revenue }, dan simpananmu { $stash }.
    Kartu kotamu: { $cards }.
    Perusahaanmu: { $companies }.
indonesia-hand-sealed = Kamu sudah menyegel tawaran urutan giliran { $amount } rupiah (nilai tawaran { $value }); tawaran itu final. Menunggu { $waiting } menyegel.
indonesia-played-out = Lelang dijalankan oleh batas tawaran para pemain: { $raises } kenaikan, terakhir { $last } sampai { $high } rupiah
indonesia-played-out-passed = { $who } lewat

## Yang ditunggu game, dengan perintahnya (panel pribadi pemain)

indonesia-next-bid = { $who }: tawaran urutan giliran dengan `/indonesia tawar jumlah:<rupiah>`, dari 0 sampai sebanyak kasmu. Tawaranmu dihitung ×{ $multiplier }; uangnya masuk ke simpananmu.
indonesia-next-sealed = Tawaran urutan giliran tersegel: menunggu { $waiting }. Segel tawaranmu dengan `/indonesia segel jumlah:<rupiah>` lewat DM ke bot (atau di sini: hanya kamu yang melihat jawabannya), dari 0 sampai sebanyak kasmu. Semua tawaran dibuka bersama setelah yang terakhir masuk.
indonesia-next-grow = { $who }: persediaan tidak cukup untuk menumbuhkan semua kota ke ukuran { $size }. Sebagai pemain pertama, pilih { $left } lagi dengan `/indonesia tumbuh area:<area>` dari { $areas }.
indonesia-next-over = Permainan selesai: { $winners } menang.
indonesia-next-city = { $who }: taruh kota ukuran 1 dari kartumu ({ $card }) dengan `/indonesia kota area:<area>`. Area pantai kosong yang boleh: { $areas }.
indonesia-next-merger = { $first } dengan { $second } (tawaran pertama minimal { $bid })
indonesia-next-propose = { $who }: usulkan merger dua perusahaan dengan `/indonesia merger pertama:<nomor> kedua:<nomor> tawaran:<rupiah>`, atau `/indonesia tolak`. Kamu harus sanggup membayar tawaranmu. Merger yang bisa kamu usulkan: { $mergers }.
indonesia-next-raise = Merger { $first } dan { $second }: { $leader } memimpin dengan { $high } rupiah. { $who }: naikkan dengan `/indonesia naikkan jumlah:<rupiah>` (minimal { $lowest }, kelipatan { $units }, tidak lebih dari kasmu), atau `/indonesia tolak` untuk keluar dari lelang.
indonesia-next-remove = { $who }: pembentukan siap saji, lepas { $left } area lagi dari { $company } dengan `/indonesia lepas area:<area>`. Yang boleh sekarang: { $areas }.
indonesia-next-acquire = { $who }: akuisisi akta dengan `/indonesia akuisisi akta:"<akta>" di:<area atau laut>`, atau `/indonesia tolak` untuk berhenti mengakuisisi tahun ini. Akta yang bisa kamu ambil: { $deeds }.
indonesia-next-research = { $who }: majukan satu jalur riset dengan `/indonesia riset jalur:<jalur>`. Jalurmu yang bisa maju: { $own }.
indonesia-next-research-others = Lambung kapal bisa milik pemain lain: tambahkan `pemain:@name`.
indonesia-next-operate = { $who }: jalankan salah satu perusahaanmu dengan `/indonesia operasi perusahaan:<nomor>`. Belum dijalankan: { $companies }.
indonesia-next-ships = { $who }: { $company } boleh menaruh sampai { $left } kapal lagi dengan `/indonesia ekspansi di:<laut>`, atau `/indonesia tolak` untuk berhenti. Laut yang boleh: { $seas }.
indonesia-next-ship = { $who }: `/indonesia kirim` untuk mengapalkan dengan rencana ini{ $last ->
        [1] {""}
        [2] , `/indonesia kirim rencana:2` untuk rencana lain yang ditampilkan
       *[other] , `/indonesia kirim rencana:<2 sampai { $last }>` untuk rencana lain yang ditampilkan
    }, atau `/indonesia utamakan perusahaan:<nomor>` untuk rencana yang memakai perusahaan pelayaran itu lebih dulu (barangnya tidak pernah berkurang). Perusahaan pelayaran: { $shipping }.
indonesia-next-preferred = Diutamakan sejauh ini: { $companies } (`/indonesia utamakan perusahaan:none` melupakannya).
indonesia-next-expand-paid = boleh berekspansi (pilihan, { $price } rupiah per area dibayar dari kas, lalu dari pendapatan fase ini) sampai { $left } area dengan `/indonesia ekspansi di:<area>`, atau `/indonesia tolak` untuk berhenti
indonesia-next-expand-free = harus berekspansi (gratis, semua barang sudah dikapalkan) { $left } area lagi dengan `/indonesia ekspansi di:<area>`
indonesia-next-expand = { $who }: { $company } { $how }. Area yang boleh: { $areas }.

## Yang ditunggu game, di channel (tombol membawa perintahnya)

indonesia-few = { $listed } dan { $more } lagi
indonesia-channel-city = { $who }: taruh kota dari kartumu ({ $card }).
    Area: { $areas }.
indonesia-channel-bid = { $who }: tawar untuk urutan giliran (dihitung ×{ $multiplier }, masuk ke simpananmu){ $closed ->
        [yes] ; tombol pribadi menunjukkan kasmu
       *[no] {""}
    }.
indonesia-channel-sealed = Tawaran urutan giliran tersegel: menunggu { $waiting }.
    Segel tawaranmu secara pribadi (lewat tombol); semuanya dibuka bersama.
indonesia-channel-merger = #{ $first } + #{ $second } mulai { $bid }
indonesia-channel-propose = { $who }: usulkan merger, atau lewat.
    Merger: { $mergers }.
indonesia-channel-raise = { $leader } memimpin dengan { $high } untuk merger #{ $first } dan #{ $second }.
    { $who }: naikkan minimal ke { $lowest } (kelipatan { $units }), atau lewat.
indonesia-channel-remove = { $who }: untuk siap saji, lepas { $left } area lagi dari #{ $company }.
    Area: { $areas }.
indonesia-channel-acquire = { $who }: akuisisi akta, atau lewat.
    Akta: { $deeds }.
indonesia-channel-research = { $who }: majukan satu jalur riset.
indonesia-channel-operate = { $who }: jalankan perusahaan: { $companies }.
indonesia-channel-ships = { $who }: #{ $company } boleh menaruh sampai { $left } kapal lagi, atau berhenti.
    Laut: { $seas }.
indonesia-channel-ship = { $who }: kapalkan dengan sebuah rencana, atau utamakan perusahaan pelayaran: { $shipping }.
indonesia-channel-preferred = Diutamakan sejauh ini: { $companies }.
indonesia-channel-expand-paid = boleh berekspansi sampai { $left } area seharga { $price } per area, atau berhenti
indonesia-channel-expand-free = harus berekspansi { $left } area lagi (gratis)
indonesia-channel-expand = { $who }: #{ $company } { $how }.
    Area: { $areas }.
indonesia-channel-grow = { $who }: persediaan kurang; sebagai pemain pertama, pilih { $left } kota lagi untuk tumbuh ke ukuran { $size }.
    Kota: { $cities }.

## Giliran siapa, singkat (/game board dan gambar)

indonesia-short-city = { $who } menaruh kota
indonesia-short-bid = { $who } menawar urutan giliran
indonesia-short-sealed = tawaran tersegel dari { $waiting }
indonesia-short-propose = { $who } boleh mengusulkan merger
indonesia-short-raise = { $who } boleh menaikkan tawaran merger ({ $high })
indonesia-short-remove = { $who } melepas area untuk siap saji
indonesia-short-acquire = { $who } boleh mengakuisisi akta
indonesia-short-research = { $who } melakukan riset
indonesia-short-operate = { $who } memilih perusahaan untuk dijalankan
indonesia-short-ships = { $who } menaruh kapal untuk perusahaan { $company }
indonesia-short-ship = { $who } mengapalkan { $good } perusahaan { $company }
indonesia-short-expand = { $who } mengekspansi perusahaan { $company }
indonesia-short-grow = { $who } memilih kota yang tumbuh
indonesia-short-over = Permainan selesai: { $winners } menang

## Opsi dan penolakan meja

indonesia-no-hand = Kamu tidak punya kursi di game ini, jadi kamu tidak punya kas atau kartu kota.
indonesia-options = { $money ->
        [open] uang terbuka: kas semua pemain terlihat
       *[closed] uang tertutup: kas tiap pemain rahasia
    }{ $bids ->
        [sealed] ; tawaran urutan giliran tersegel
       *[open] {""}
    }

## Yang diharapkan game sekarang, untuk pemain yang mengirim hal lain

indonesia-game-phase = { $phase ->
        [new-era] Era Baru (penempatan kota)
        [bid] Tawaran Urutan Giliran
        [proposals] Merger (usulan)
        [auction] Merger (lelang)
        [removals] Merger (pelepasan area siap saji)
        [acquisitions] Akuisisi
        [research] Riset dan Pengembangan
        [operate] Operasi (memilih perusahaan)
        [ships] Operasi (ekspansi perusahaan pelayaran)
        [plan] Operasi (rencana pengapalan)
        [expand] Operasi (ekspansi perusahaan produksi)
        [growth] Pertumbuhan Kota
       *[over] akhir permainan
    }
indonesia-phase-over = Permainan sudah selesai.
indonesia-phase-not-yours = Game sedang di fase { $phase }, dan sekarang bukan giliranmu: { $awaited } harus jalan dulu.
indonesia-phase-yours = Game sedang di fase { $phase }: sekarang giliranmu untuk { $what ->
        [city] menaruh kota ukuran 1 (`/indonesia kota area:<area>`)
        [bid] memberi tawaran urutan giliran (`/indonesia tawar jumlah:<rupiah>`, 0 boleh)
        [seal] menyegel tawaran urutan giliran (`/indonesia segel jumlah:<rupiah>`, lewat DM ke bot atau di sini, hanya kamu yang melihat; 0 boleh)
        [propose] mengusulkan merger dengan tawaran pertamanya (`/indonesia merger`), atau lewat (`/indonesia tolak`)
        [raise] menaikkan tawaran merger (`/indonesia naikkan`), atau keluar dari lelang (`/indonesia tolak`)
        [remove] melepas satu area dari perusahaan siap saji barumu (`/indonesia lepas area:<area>`)
        [acquire] mengakuisisi akta yang belum diambil (`/indonesia akuisisi`), atau lewat sampai akhir fase (`/indonesia tolak`)
        [research] memajukan satu jalur riset (`/indonesia riset jalur:<jalur>`)
        [operate] memilih salah satu perusahaanmu untuk dijalankan (`/indonesia operasi perusahaan:<nomor>`)
        [ships] menaruh kapal ekspansi (`/indonesia ekspansi di:<laut>`), atau lewat untuk berhenti (`/indonesia tolak`)
        [ship] mengapalkan dengan rencana yang ditampilkan (`/indonesia kirim`), atau mengutamakan perusahaan pelayaran lain (`/indonesia utamakan perusahaan:<nomor>`)
        [expand-free] mengekspansi perusahaanmu, gratis dan wajib (`/indonesia ekspansi di:<area>`)
        [expand-paid] mengekspansi perusahaanmu, berbayar (`/indonesia ekspansi di:<area>`), atau lewat untuk berhenti (`/indonesia tolak`)
        [grow] memilih kota yang tumbuh (`/indonesia tumbuh area:<area>`)
       *[nothing] tidak ada
    }.

## Penolakan aturan (dari mesin game)

indonesia-refused-sealed-already = Kamu sudah menyegel tawaran urutan giliranmu: tawaran tersegel itu final. Semua tawaran dibuka setelah setiap pemain menyegel.
indonesia-refused-bid-cash = Tidak boleh menggertak: kamu menawar { $amount } rupiah tapi kasmu hanya { $cash }.
indonesia-refused-not-unclaimed = Akuisisi: akta itu bukan akta yang belum diambil di peta.
indonesia-refused-first-ship = Akuisisi: kapal pertama { $deed } ditaruh di laut yang berbatasan dengan provinsinya. Laut yang boleh: { $allowed }.
indonesia-refused-first-good = Akuisisi: barang pertama { $deed } ditaruh di area kosong provinsinya, tidak bersebelahan dengan barang sejenis milik perusahaan lain. Area yang boleh: { $allowed }.
indonesia-refused-no-player = Pemain itu tidak ada.
indonesia-refused-no-area = Area itu tidak ada.
indonesia-refused-research-own = Riset: kamu hanya boleh memajukan penandamu sendiri, kecuali lambung kapal; jalur { $track } harus milikmu.
indonesia-refused-research-last = Riset: penanda { $track } itu sudah di langkah 5, yang terakhir.
indonesia-refused-city-area = Era Baru: kotamu ditaruh di area pantai kosong di { $provinces } (provinsi yang belum punya kota); { $area } bukan salah satunya.
indonesia-refused-grow = Pertumbuhan Kota: kota yang boleh tumbuh ke ukuran { $size } adalah { $cities }.
indonesia-refused-no-company = Merger: perusahaan itu tidak ada.
indonesia-refused-merge-same = Merger: sebutkan dua perusahaan yang berbeda.
indonesia-refused-merged-again = Merger: perusahaan hasil merger fase ini tidak boleh merger lagi di fase ini.
indonesia-refused-merge-types = Merger: hanya perusahaan sejenis yang bisa merger, atau (di era B dan C) rice dengan spice, menjadi siap saji.
indonesia-refused-merge-research = Merger: riset Merger-mu ({ $research }) harus minimal sebanyak akta perusahaan hasil merger ({ $deeds }).
indonesia-refused-merge-bidder = Merger: pengusul memberi tawaran pertama, dan untuk menawar kamu harus memiliki salah satu dari dua perusahaan itu atau punya riset Slot lebih besar daripada jumlah perusahaanmu.
indonesia-refused-siap-saji-split = Merger: membentuk siap saji di sini melepas { $removals } dari { $areas } area rice dan spice dan menyisakan { $kept } area{ $kept ->
        [one] {""}
       *[other] {""}
    }, satu kelompok per wilayah. Area yang bersebelahan dengan siap saji perusahaan lain ({ $conflicts }) semuanya harus dilepas, karena perusahaan sejenis tidak pernah bersentuhan, dan sisanya tidak bisa menyimpan { $kept } area tanpa memecah wilayah.
indonesia-refused-bid-multiple = Merger: tawaran harus kelipatan tepat dari { $units } kapal atau area produksi perusahaan hasil merger: tawaran terendah sekarang { $lowest }, lalu { $second }, { $third } dan seterusnya.
indonesia-refused-bid-minimum = Merger: tawaran terendah { $minimum } per kapal atau area, total { $total }: tawar minimal { $lowest }, kelipatan { $step }.
indonesia-refused-bid-beat = Merger: tawaran harus melebihi tawaran tertinggi { $high }: naikkan minimal ke { $lowest }, kelipatan { $step }.
indonesia-refused-passing-already = Merger: kamu sudah lewat merger sampai akhir tahun ini.
indonesia-refused-may-not-bid = Merger: kamu tidak boleh menawar merger ini: untuk menawar kamu harus memiliki salah satu dari dua perusahaan itu, atau punya slot kosong (riset Slot { $slots } dengan { $companies } perusahaan).
indonesia-refused-remove = Pembentukan siap saji: lepas salah satu area perusahaan baru tanpa memecah wilayah yang bersambung (dan supaya siap sajinya tetap terpisah dari siap saji perusahaan lain).
indonesia-refused-maximum-no-auction = Merger: batas tawaran hanya untuk lelang merger, dan sekarang tidak ada lelang: usulkan dengan `/indonesia merger ... maksimum:<rupiah>`.
indonesia-refused-left-auction = Merger: kamu sudah keluar dari lelang ini; lewat itu final.
indonesia-refused-maximum-passing = Merger: kamu lewat merger sampai akhir tahun ini; batalkan dulu dengan `/meja batal`, selama itu masih langkah terakhir.
indonesia-refused-no-maximum = Merger: kamu tidak punya batas tawaran di lelang ini untuk dihapus.
indonesia-refused-maximum-low = Merger: batas di bawah tawaran sah berikutnya tidak akan pernah menawar: tawaran sah berikutnya { $lowest }, kelipatan { $step }.
indonesia-refused-maximum-cash = Tidak boleh menggertak: batas { $up_to } rupiah lebih dari yang bisa kamu bayar; kasmu hanya { $cash }.
indonesia-refused-maximum-below-bid = Merger: batas { $up_to } di bawah tawaranmu: tawaran sah berikutnya { $lowest }{ $same ->
        [yes] {""}
       *[no] {" "}dan kamu menawar { $bid }
    }; beri batas minimal { $bid }, atau menawar tanpa batas.
indonesia-refused-operate-own = Operasi: kamu hanya boleh menjalankan perusahaanmu sendiri.
indonesia-refused-operated = Operasi: { $company } sudah dijalankan tahun ini.
indonesia-refused-ship-sea = Operasi: kapal ekspansi ditaruh di laut yang sudah berisi kapal perusahaan itu, atau di sebelahnya. Laut yang boleh: { $allowed }.
indonesia-refused-prefer-shipping = Operasi: kamu hanya bisa mengutamakan perusahaan pelayaran. Perusahaan pelayaran yang bisa kamu utamakan: { $shipping }.
indonesia-refused-prefer-again = Operasi: kamu sudah mengutamakan perusahaan pelayaran itu.
indonesia-refused-prefer-none = Operasi: kamu belum mengutamakan perusahaan pelayaran mana pun.
indonesia-refused-plan-only = Operasi: rencana { $number } tidak ada: hanya rencana yang ditampilkan yang mengapalkan barang sebanyak ini (`/indonesia kirim`).
indonesia-refused-plan-number = Operasi: rencana { $number } tidak ada: yang ditampilkan rencana 1 sampai { $last } (rencana 1 yang sedang ditawarkan).
indonesia-refused-expand-area = Operasi: area ekspansi harus kosong, bersebelahan dengan area perusahaan itu sendiri, dan tidak bersebelahan dengan barang sejenis milik perusahaan lain. Area yang boleh: { $allowed }.
indonesia-refused-expand-cash = Operasi: tidak semua barang terkapalkan, jadi tiap area ekspansi berharga { $cost } rupiah, dibayar dari kasmu lalu dari pendapatan operasi fase ini, dan totalmu hanya { $funds }.
indonesia-refused-expand-must = Operasi: semua barang terkapalkan, jadi perusahaan harus berekspansi sejauh mungkin (gratis).
indonesia-refused-passing-proposals = Merger: kamu sudah lewat usulan merger setiap tahun; `/indonesia tolak sisa:tidak` menghapusnya.
indonesia-refused-passing-deeds = Akuisisi: kamu sudah lewat akuisisi setiap tahun; `/indonesia tolak sisa:tidak` menghapusnya.
indonesia-refused-no-standing-pass = Kamu tidak punya perintah lewat tetap untuk dihapus; `/indonesia tolak sisa:usulan` (usulan merger) atau `sisa:akta` (akuisisi) membuatnya.
indonesia-refused-no-standing-bid = Tawaran Urutan Giliran: kamu tidak punya tawaran tetap untuk dihapus; `/indonesia tawar jumlah:0 tiap:ya` membuatnya.
indonesia-refused-lead-sealed = Tawaran Urutan Giliran: tawaran di meja ini tersegel, jadi tidak ada pemimpin yang bisa dilihat; segel sebuah jumlah, dengan `tiap:ya` untuk menyegelnya tiap tahun.
indonesia-refused-lead-cash = Tawaran Urutan Giliran: batas { $up_to } lebih dari uangmu: kasmu hanya { $cash } rupiah.
indonesia-refused-no-standing-research = Riset: kamu tidak punya perintah riset tetap untuk dihapus; `/indonesia riset jalur:<jalur> tiap:ya` membuatnya.
indonesia-refused-no-place = Sebutkan minimal satu tempat.

## Penolakan perintah oleh meja

indonesia-hint-sea = {" "}Itu laut; yang dibutuhkan area daratan.
indonesia-did-you-mean = {" "}Maksudmu { $name }?
indonesia-refused-not-area = `{ $typed }` bukan area daratan.{ $hint } Area daratan dinamai menurut provinsi dan nomor, misalnya Jabar3, Sumut4 atau Bali1; gambar papan menunjukkan semua nama.
indonesia-refused-not-place = `{ $typed }` bukan area daratan maupun laut. Area daratan dinamai seperti Jabar3 atau Sulsel1, laut seperti S7 (atau dengan nama, misalnya Laut Jawa); gambar papan menunjukkan semua nama.
indonesia-refused-no-companies = `{ $typed }` bukan perusahaan: belum ada perusahaan.
indonesia-refused-not-company = `{ $typed }` bukan perusahaan. Perusahaan, menurut nomor: { $companies }.
indonesia-refused-bids-sealed = Tawaran urutan giliran di meja ini tersegel: berikan tawaranmu secara rahasia dengan `/indonesia segel jumlah:<rupiah>`, lewat DM ke bot atau di sini (hanya kamu yang melihat jawabannya).
indonesia-refused-bids-open = Tawaran urutan giliran di meja ini terbuka, bergantian: tawar dengan `/indonesia tawar jumlah:<rupiah>` saat giliranmu tiba.
indonesia-refused-propose-none = `maksimum:none` menghapus batas tawaran; usulan memasang batas dengan angka, atau tanpa batas sama sekali.
indonesia-refused-up-to = `{ $typed }` bukan jumlah: beri batasmu dalam rupiah, misalnya `maksimum:200`, atau `maksimum:none` untuk menghapusnya.
indonesia-lowest-now = {" "}(tawaran terendah sekarang { $lowest })
indonesia-refused-raise-how = Beri `jumlah:` untuk tawaran barumu{ $lowest }, atau `maksimum:` untuk jumlah terbanyak yang mau kamu bayar (meja lalu menaikkan tawaranmu dengan tawaran sah terkecil selama masih dalam batas).
indonesia-refused-expand-place = `{ $typed }`: { $word } bukan area daratan maupun laut. Area daratan dinamai seperti Jabar3 atau Sulsel1, laut seperti S7 (atau dengan nama, misalnya Laut Jawa); beberapa tempat ditulis berurutan, "Jateng2 Jateng1" atau "S7 S8"; gambar papan menunjukkan semua nama.
indonesia-refused-expand-mixed = `{ $typed }` mencampur area daratan dan laut: perusahaan produksi berekspansi ke area daratan, perusahaan pelayaran menaruh kapal di laut.
indonesia-refused-bid-both = Beri `jumlah:` untuk menawar sendiri, atau `maksimum:` supaya meja menawar paling sedikit yang membuatmu pertama tiap tahun, jangan keduanya.
indonesia-refused-not-deed = `{ $typed }` bukan akta. Akta dinamai menurut era, jenis dan provinsi, misalnya "A rice Bali" atau "B shipping Jabar". Yang belum diambil: { $unclaimed }.
indonesia-refused-not-player = `{ $typed }` bukan pemain di game ini. Pemain: { $players }.
indonesia-refused-track = Beri `jalur:` (tawaran, slot, merger, ekspansi atau lambung), dengan `tiap:ya` untuk merisetnya tiap tahun; `tiap:tidak` saja menghapus perintah itu.
indonesia-refused-expand-stop = `{ $typed }`: sebutkan area (atau laut) untuk ekspansi, berurutan, dan akhiri dengan `stop` untuk berhenti, misalnya `ekspansi:"Jabar4 Jabar5 stop"`, atau `ekspansi:stop` saja.
indonesia-refused-setup-money = File setup sudah menentukan aturan uang: hapus `uang:` atau samakan.
indonesia-refused-setup-bids = File setup sudah menentukan aturan tawaran: hapus `tawaran:` atau samakan.

## Tombol, menu dan formulir

indonesia-label-ship = Kapalkan dengan rencana yang ditawarkan
indonesia-label-ship-plan = Kapalkan dengan rencana { $plan }
indonesia-label-merge = Merger #{ $first } dan #{ $second }, tawar { $bid }
indonesia-label-bid = Tawar { $amount }
indonesia-label-seal = Segel tawaran { $amount }
indonesia-label-raise = Naikkan ke { $amount }
indonesia-label-raise-up-to = Naikkan ke { $amount }, batas { $up_to }
indonesia-label-clear-maximum = Hapus batas tawaranmu
indonesia-label-up-to = Naikkan sampai { $up_to }
indonesia-label-pass-year = Lewat tahun ini
indonesia-label-pass-every-year = Lewat setiap tahun
indonesia-label-pass = Lewat
indonesia-label-operate = Jalankan perusahaan #{ $company }
indonesia-label-prefer-none = Lupakan pilihan pelayaran
indonesia-label-prefer = Utamakan perusahaan pelayaran #{ $company }
indonesia-label-city = Kota di { $area }
indonesia-label-remove = Lepas area { $area }
indonesia-label-grow = Tumbuhkan kota { $area }
indonesia-label-expand = Ekspansi ke { $at }
indonesia-label-acquire = Ambil akta { $deed }, mulai di { $at }
indonesia-label-research = Riset jalur { $track }
indonesia-label-research-player = Riset jalur { $track } milik { $player }
indonesia-form-button = Naikkan sampai…
indonesia-form-title = Batas tawaran rahasiamu
indonesia-form-field = Batasmu dalam rupiah (hanya kamu yang tahu)
indonesia-form-hint = { $next } atau lebih, sesuai kasmu
indonesia-menu-expand-many = Ekspansi sampai { $left } area, sesuai urutan pilihanmu

## Keterangan gambar

indonesia-picture-title = Indonesia · tahun { $year } · { $players } pemain
indonesia-picture-era = Era
indonesia-picture-turn = GILIRAN
indonesia-picture-track = { $track ->
        [bid] Tawaran
        [slots] Slot
        [mergers] Merger
        [expansion] Ekspansi
       *[hull] Lambung
    }
indonesia-picture-owns = punya
indonesia-picture-no-companies = belum punya perusahaan
indonesia-picture-unclaimed-deeds = Akta belum diambil
indonesia-picture-and = dan
indonesia-picture-more = lagi
indonesia-picture-key = Keterangan
indonesia-picture-company-good = barang perusahaan 3, cincin = pemilik
indonesia-picture-company-ship = kapal perusahaan 3
indonesia-picture-city-size = kota, ukuran 2
indonesia-picture-land-link = jalur darat
indonesia-picture-sea-link = jalur laut
indonesia-picture-planned-cargo = muatan rencana

## Gambar dalam kata-kata (deskripsinya)

indonesia-words-head = { $title }: era { $era }, { $phase }.
indonesia-words-ships = { $count } kapal
indonesia-words-areas = { $count } area
indonesia-words-company = perusahaan { $number }, { $kind } dari { $home }, { $held }
indonesia-words-no-company = belum punya perusahaan
indonesia-words-totals = { $cities } kota, { $deeds } akta bisa diakuisisi.
indonesia-words-plan = Rencana pengapalan: { $goods } barang lewat { $routes } rute.
indonesia-suggest-prefer-none = none: lupakan pilihan pelayaran
