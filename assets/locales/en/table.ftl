# The table's own texts, shared by every game: the lobby (/game new, join, leave, start),
# the host's commands and the table's refusals. English: the bot's texts as they always were
# (the tests and examples/*.txt compare them byte for byte).

## Lists

# "a, b or c": the words between the items of a list.
list-or = { $rest } or { $last }
list-and = { $rest } and { $last }

## Refusals: a private answer; nothing was changed.

refused-value-too-long = The value of `{ $key }:` is too long: at most { $max } characters.
refused-unknown-game-command = Unknown command `/game { $name }`.
refused-no-table = There is no table in this channel. Open one with { $hint }.
refused-seats-fixed = The game in this channel has already started; seats are fixed.
refused-already-seated = You already have a seat at this table.
refused-table-full = This table is full ({ $capacity } players).
refused-no-seat = You have no seat at this table.
refused-creator-leaves = You opened this table, so you cannot leave it: end it with `/game abort` instead.
refused-not-host = Only the table's creator, { $host }, can start the game.
refused-bots-over-empty = `bots:{ $bots }` is more than the empty seats: { $taken } of { $room } are taken.

## The lobby's posts in the channel

lobby-seat-taken = { $who } takes seat { $seat } ({ $seated } of { $capacity } seated).
lobby-left = { $who } leaves the table ({ $seated } seated).
