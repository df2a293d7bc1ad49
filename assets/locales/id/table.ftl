# Teks meja sendiri, untuk semua game: lobi (/game new, join, leave, start), perintah host,
# dan penolakan dari meja. Bahasa Indonesia: singkat, seperti pemain board game bicara.

## Daftar

list-or = { $rest } atau { $last }
list-and = { $rest } dan { $last }

## Penolakan: jawaban pribadi; tidak ada yang berubah.

refused-value-too-long = Isi `{ $key }:` terlalu panjang: maksimal { $max } karakter.
refused-unknown-game-command = Perintah `/game { $name }` tidak dikenal.
refused-no-table = Belum ada meja di channel ini. Buka satu dengan { $hint }.
refused-seats-fixed = Game di channel ini sudah dimulai; kursi tidak bisa diubah lagi.
refused-already-seated = Kamu sudah duduk di meja ini.
refused-table-full = Meja ini sudah penuh ({ $capacity } pemain).
refused-no-seat = Kamu tidak punya kursi di meja ini.
refused-creator-leaves = Kamu yang membuka meja ini, jadi tidak bisa keluar: akhiri dengan `/game abort`.
refused-not-host = Hanya pembuka meja, { $host }, yang bisa memulai game.
refused-bots-over-empty = `bots:{ $bots }` melebihi kursi kosong: { $taken } dari { $room } sudah terisi.

## Pesan lobi di channel

lobby-seat-taken = { $who } duduk di kursi { $seat } ({ $seated } dari { $capacity } pemain).
lobby-left = { $who } meninggalkan meja ({ $seated } pemain).
