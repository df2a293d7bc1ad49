# Teks The Festivals: kejadian, giliran, status, tangan, penolakan, kata perintah dan keterangan
# gambar. Istilah mengikuti buku aturan Manikmaya Games: tiket, pesawat, topan, istirahat.

## Penolakan perintah meja

festivals-no-hand = Kamu tidak punya kursi di permainan ini, jadi kamu tidak memegang tiket.
festivals-no-undo = Langkah di The Festivals tidak bisa dibatalkan: menurut Aturan Emas, tiket yang sudah ditaruh tidak bisa dipindah atau diambil kembali, jadi taruh tiketmu dengan cermat.
