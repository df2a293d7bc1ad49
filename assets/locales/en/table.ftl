# The table's own texts, shared by every game: the lobby (/game new, join, leave, start),
# the host's commands and the table's refusals. English: the bot's texts as they always were
# (the tests and examples/*.txt compare them byte for byte).

## Lists

# "a, b or c": the words between the items of a list.
list-or = { $rest } or { $last }
list-and = { $rest } and { $last }

## Refusals: a private answer; nothing was changed.

refused-value-too-long = The value of `{ $key }:` is too long: at most { $max } characters.
refused-unknown-game-command = Unknown command `{ $game } { $name }`.
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

## The host's commands: /game abort, kick, seat, bot

# What a host's command would do, within the sentences below ("can { $motion }").
host-motion-abort = end the game
host-motion-kick = take { $player } off the table
host-motion-hand = hand { $player }'s seat to { $to }
host-motion-bot = hand { $player }'s seat to the bot
# Who decided, when the players voted while the host was gone.
host-players-vote = The players' vote
host-vote-cast = { $voter } votes to { $motion } while the host is gone: { $votes } of the { $needed } votes needed. Others agree with the same command.
host-aborted-active = { $who } ended the game; a game ended early is not rated. The channel is free for a new one.
host-aborted = { $who } ended the game. The channel is free for a new one.
host-kicked = { $who } took { $player } off the table ({ $seated } seated).
host-handed = { $who } handed { $player }'s seat to { $to }: they play it from now on.
host-botted = { $who } handed { $player }'s seat to the bot: it plays that seat's moves from now on, shown as { $name } (bot).

refused-player-not-seated = `player:{ $player }` holds no seat at this table. Seated: { $seated }.
refused-no-game-here = There is no game in this channel.
refused-kick-started = The game has started, so its seats are fixed: hand the seat to another player with `/game seat` or to the bot with `/game bot`.
refused-kick-host = The host cannot be taken off the table: end it with `/game abort`.
refused-bot-already = The bot plays that seat already.
refused-seated-already = { $user } holds a seat at this table already.
refused-host-only-vote = Only the host, { $host }, someone who manages the server, or (when the host is gone) the players can do that.
refused-host-only-forming = Before the game starts only the host, { $host }, or someone who manages the server can { $motion }; players who do not want to wait can leave with `/game leave`.
refused-host-only-present = Only the host, { $host }, or someone who manages the server can { $motion }. When the host has been silent for 3 days, the other players can decide it by a vote.

## /game new
refused-language-unavailable = { $game } is not in { $language } yet: open it with { $languages }.

refused-option-of-other-game = `{ $option }:` belongs to { $owner }, not { $game }.
refused-setup-players = The setup describes { $described } players, not { $players }.
refused-players-range = `players:{ $players }` is not allowed: { $game } seats { $least } to { $most } players.
refused-bots-no-room = `bots:{ $bots }` leaves no room: { $game } seats { $least } to { $most } players, you among them.
refused-seed = `seed:{ $seed }` is not a whole number from 0 to 2^64-1.
refused-deadline = `deadline:{ $deadline }` is not allowed: the time a turn may take, from 10m to 30d, e.g. deadline:24h, deadline:90m or deadline:2d.
refused-channel-busy-forming = This channel already has a table that is still seating players. Finish it (or its creator ends it with `/game abort`), or open yours in another channel.
refused-channel-busy-playing = This channel already has a game in progress. Finish it (or its creator ends it with `/game abort`), or open yours in another channel.
# $bots: the bots' names ("Bot 1 and Bot 2"); $count: how many.
lobby-bots-seated = { $bots } { $count ->
        [one] sits at the table: the bot plays that seat
       *[other] sit at the table: the bot plays those seats
    }, a move every few seconds.

## Finding the game a command is for

refused-table-not-channel = `table:{ $value }` is not a channel: name the game's channel, e.g. table:#my-game.
refused-no-game-at = There is no game of yours or of this server at { $channel }.
refused-game-over = The game in this channel is over: `/game status` shows the final scores, and `/game new` opens a new table.
refused-no-game-open-one = There is no game in this channel. Open one with { $hint }.
refused-no-game-of-yours = You have no game waiting for you: you hold no seat at a game in progress. Join one with `/game join` in its channel.
# $tables: the channels of the user's games.
refused-which-none-waiting = None of your games is waiting for your input right now: add `table:` with the game's channel ({ $tables }) to say which.
refused-which-several-waiting = Several of your games are waiting for you: add `table:` with the game's channel ({ $tables }) to say which.
refused-not-started = The game at { $channel } has not started yet: its creator starts it with `/game start`.
refused-not-in-dm = `{ $command }` works in the game's channel, not in a DM.

## Commands and buttons the table cannot place

refused-empty-command = Empty command: try { $hint }.
# $groups: the commands' first words (/game, /festivals, ...).
refused-unknown-top = Unknown command `/{ $top }`. Commands start with { $groups }.
refused-unknown-sub = Unknown command `{ $top } { $sub }`. The { $top } commands are { $commands }.
refused-unknown-subcommand = Unknown command `{ $group } { $sub }`.
refused-button-damaged = That button is not one of this bot's, or it is damaged.
refused-button-game-gone = That button belongs to a game that no longer exists.
refused-buttons-game-over = The game at { $channel } is over: its buttons do nothing now.
refused-buttons-spectator = These buttons are for the players of the game at { $channel }. Spectators can use `/game board` and `/game status`.
refused-button-not-your-turn = That button is { $whose }'s: it is not your turn.

## The table's answers when a command goes wrong or a press is out of date

# The database or the bot failed: nothing was changed.
table-apology = Sorry, something went wrong on our side and nothing was changed. Please try again; if it keeps happening, tell the server's admins.
table-changing-too-fast = This game was changing too fast to apply your command; nothing was changed. Please send it again.
# $state: the game's status as it is now, on the lines below.
refused-choice-gone = That choice is no longer on offer: the game has moved on. Here it is now:
    { $state }
# $whose: the mention of the seat whose button was pressed; the presser's own buttons follow.
table-not-yours-own-choices = That button is { $whose }'s. Here are your own choices:

## A command's options read against what it takes

# $command: the command as typed ("/game new"); $key: the option's name; $typed: its value.
refused-option-none = `{ $command }` has no option `{ $key }`: it takes no options.
# $options: the command's options, each in backticks, joined with commas.
refused-option-unknown = `{ $command }` has no option `{ $key }`: its options are { $options }.
refused-option-twice = The option `{ $key }` is given twice in `{ $command }`.
refused-number-between = `{ $key }:{ $typed }` is not allowed: write a whole number from { $min } to { $max }.
refused-number-at-least = `{ $key }:{ $typed }` is not allowed: write a whole number, { $min } or more.
refused-number-at-most = `{ $key }:{ $typed }` is not allowed: write a whole number, at most { $max }.
refused-number = `{ $key }:{ $typed }` is not allowed: write a whole number.
refused-number-too-large = `{ $key }:{ $typed }` is too large.
refused-not-a-user = `{ $key }:{ $typed }` is not a user: name them with @, e.g. { $key }:@bob.
# $words: the choice's words ("`a`, `b` or `c`"); $about: the option's description.
refused-not-a-choice = `{ $key }:{ $typed }` is not allowed: write { $words } — { $about }.
refused-option-missing-choice = `{ $command }` needs the option `{ $key }:` ({ $about }; write { $words }).
refused-option-missing-about = `{ $command }` needs the option `{ $key }:` ({ $about }).
refused-option-missing = `{ $command }` needs the option `{ $key }:`.
# A game read an option as a kind its command does not give it (a fault of the bot's own).
refused-option-kind = `{ $key }:` of `{ $command }` is not { $kind ->
        [text] a text
        [number] a number
        [user] a user
       *[choice] a choice
    }.

## Playing: starting a game, a command at the game, /game undo

# $why: the setup file's fault, as the game reads it.
refused-setup-invalid = The setup file is not valid: { $why }
refused-options-unstorable = The options cannot be stored: { $why }
refused-position-players = The described position needs { $wanted } players; { $players } are seated.
refused-start-too-few = { $game } needs at least { $least } players; { $players } seated so far. Others join with `/game join`.
refused-cannot-start = The game cannot start: { $why }
refused-game-not-this = The game at { $channel } is not { $game }.
refused-play-over = This game is over; open a new one with `/game new`.
refused-play-no-seat = You have no seat at the game at { $channel }. Spectators can use `/game board` and `/game status`.
# Several steps in one command ("a; b; c"): $typed, the step refused; $why, the refusal.
play-stopped-at-step = Your command stopped at step { $step } of { $steps }, `{ $typed }`, the steps before it played: { $why }
refused-undo-no-seat = You have no seat at the game at { $channel }, so you have nothing to undo.
refused-undo-over = The game is over: its last move stands.
refused-undo-nothing = Nobody has acted yet: there is nothing to undo.
refused-undo-not-yours = Only the last move of the game can be undone, and it was { $whose }'s, not yours.
refused-undo-drew = Your last move drew from the game's dice or cards, so it cannot be undone: what it revealed stays revealed.
refused-undo-revealed = Your last move revealed what the players had sealed, so it cannot be undone: what it showed stays seen.
refused-undo-secret = Your last move was a secret choice, sealed until its reveal: it is final and cannot be undone.
refused-undo-told = Your last move told another player something in private, so it cannot be undone.
# In the channel; the game's prompt follows on the next line.
undo-took-back = { $who } took back their last move.
# $events: what the move had done, as the game tells it.
undo-took-back-events = { $who } took back their last move ({ $events }).

## Notes on a game's posts: who is away, the ratings, the rematch

# $until: a Discord timestamp (<t:…:f>), shown in the reader's own time.
note-away-until = { $who } is away until { $until }
# $away: the lines above joined ("a and b").
note-away-waits = { $away }: the deadline waits for them (at most { $days } days).
note-rated = This game counts for the ratings of { $game } at this server (`/game stats`, `/game leaderboard`).
note-unrated-chosen = This game is not rated: its table was opened with rated:no.
note-unrated-bot = This game is not rated: the bot played a seat.
# $rated: one of the three lines above.
note-rematch = { $rated } Press Rematch to play again with the same players and options.
# Button labels: at most 80 characters.
button-rematch = Rematch
button-rematch-now = Start the rematch now (host)

## Durations ("its deadline is in 1 day")

duration-days = { $days ->
        [one] 1 day
       *[other] { $days } days
    }
duration-hours = { $hours } h
duration-minutes = { $minutes } min

## Pace, the log, a game stored by other rules

# A private reminder; the game's prompt follows on the next line. $left: a duration.
pace-reminder = Reminder: the game at { $channel } waits for you; its deadline is in { $left }.
# A page past the last was asked for: the last is shown, with this before its heading.
log-past-last = { $pages ->
        [one] There is only one page, not { $page }.
       *[other] There are only { $pages } pages, not { $page }.
    }
log-heading = Events { $from } to { $to } of { $events } at { $channel } (page { $page } of { $pages }, 1 is the latest):
button-log-older = Older events
button-log-newer = Newer events
refused-other-rules = The game at { $channel } was stored by version { $stored } of the rules of { $game }, and this bot plays version { $ours }: it is not replayed by other rules than its own. Run a build of Nusantara with those rules for it, or end it with `/game abort`.
# A channel post cut to fit one message: how many event lines the log holds beyond it.
post-more-in-log = … and { $left } more: `/game log`.
# In the channel, when a turn's deadline passed. $deadline: a duration; $who: the awaited.
pace-deadline-waits = ⏰ The deadline of { $deadline } passed: the game waits for { $who }. { $host }, as the host you may hand a seat to another player or to a bot with `/game seat`.
pace-deadline-default = ⏰ The deadline of { $deadline } passed for { $who }: the game's default is played for them.

## Records: /game away, back, rematch

# $what: stats or leaderboard.
refused-records-server = `{ $what }` works in a server's channel: records and ratings are kept per server.
# $until: a Discord timestamp; $tables: how many open tables the player has.
records-away = You are away until { $until }. The deadlines of your turns wait for you (at most { $days } days longer than the table's deadline), reminders stop, and the other players see that you are away in `/game status` and the turn notices ({ $tables } of your tables now). `/game back` ends it.
refused-not-away = You are not away. `/game away days:N` tells your tables you are away.
records-back = Welcome back: the deadlines of your turns count from now.
refused-rematch-forming-seated = The table here has not started yet, and you hold a seat at it: a rematch is for a game that has ended.
refused-rematch-forming = This channel has a table that is still seating players: join it with `/game join`, or look with `/game status`.
refused-rematch-running-seated = Your game here is still running: play on (`/game status` shows whose turn it is); a rematch is asked for once it ends.
refused-rematch-running = A game is running in this channel: watch it with `/game board`; a rematch is asked for once it ends.
refused-rematch-no-game = No game was played in this channel yet.
refused-rematch-older = That Rematch button is of an older game: a newer one ended here since.
refused-rematch-aborted = The last game in this channel was ended early: open a new one with `/game new`.
refused-rematch-not-player = Only the players of the game that ended here can ask for its rematch.
refused-rematch-host-only = Only the host, { $host }, can start the rematch before everyone asked.
# In the channel. $names: those who asked so far.
rematch-wants = { $who } wants a rematch ({ $asked } of { $players } asked: { $names }). It starts once every player has pressed Rematch; the host, { $host }, can start it sooner with those who asked.
# The host asked to start now with too few; $wants: the line above.
rematch-too-few = { $least } players are needed for a rematch of { $game }; { $asked } asked so far. { $wants }
# $options: the table's options in words, as the game describes them.
rematch-opened = Rematch: { $players } play { $game } again ({ $options }), hosted by { $host }.

## Records: /game stats and leaderboard

stats-none = { $who } has finished no game at this server yet.
stats-none-of = { $who } has finished no game of { $game } at this server yet.
stats-heading = Records of { $who } at this server:
# $rating: "27.4 ± 3.1"; $rank: an ordinal ("2nd") of $of rated players.
stats-rating = rating { $rating } after { $games ->
        [one] 1 rated game
       *[other] { $games } rated games
    }, { $rank } of { $of }
stats-no-rating = no rating yet (no rated game finished)
# $rating: one of the two lines above.
stats-line = • { $game }: { $played } played, { $won } won, best score { $best }; { $rating }
stats-last-games = Last games:
# $ended: a Discord timestamp; $place: an ordinal ("2nd"); $rated: yes or no.
stats-past-game = • { $game } at { $channel }, ended { $ended }: { $place } of { $players } with { $score } points{ $rated ->
        [no] {" "}(not rated)
       *[yes] {""}
    }
leaderboard-none = Nobody has a rating in { $game } at this server yet: ratings come from rated games played to their end.
leaderboard-heading = { $game } at this server, by rating (page { $page } of { $pages }; ranked by the rating less three times its uncertainty, so that a long record counts):
rated-games = { $games ->
        [one] 1 rated game
       *[other] { $games } rated games
    }
button-ranks-higher = Higher ranks
button-ranks-lower = Lower ranks

## /help (the commands' descriptions are in commands.ftl)

help-game-intro = The commands every game shares (a game of your own from a DM: add `table:#channel` when you sit at several):
help-game-of = { $game }, { $least } to { $most } players. Open a table with `/game new game:{ $key }`; then:
# $options: the options only this game reads, each in backticks.
help-only = { $game } only: { $options }
help-secret = (answered privately; also in a DM with the bot)
help-value-player = @player
help-value-number = <number>
help-docs-commands = Every command with an example
help-docs-game = The whole game in plain words
# $what: one of the two lines above.
help-docs-url = { $what }: { $url }
help-docs-file = { $what }: { $page } in the bot's repository.
# $topics: game and the games' keys ("game, festivals and indies").
refused-help-topic = There is no help about `{ $sub }`. Help is about: { $topics }.

## A table's options in words (the lobby's opening post, /game list, a rematch)

# $least, $most: the game's seats.
options-seats = { $least }–{ $most } players
# $seats: the line above; $options: the game's own options in words.
options-list = { $seats }, { $options }
options-from-position = { $seats }, { $options }, from a described position

## The lobby's opening post, a forming table's look, /game list

# $starts: one of the two below; $pace, $rated: the sentences below, or nothing.
lobby-opened = { $who } opened a table for { $game } ({ $options }). Take a seat with `/game join`. { $starts }{ $pace }{ $rated }
lobby-starts-wanted = It starts by itself once { $players } players are seated.
lobby-starts-host = { $host } starts it with `/game start` once at least { $least } are seated.
# $duration: a duration.
lobby-pace = {" "}A turn may take { $duration }: halfway, the awaited players are reminded; then the game's default move is made for them, or the host is told.
lobby-unrated = {" "}It does not count for the ratings.
# /game status before the start; $starts: one of the two below.
lobby-forming = { $game } at { $channel } is seating players ({ $options }): { $seated }. { $starts }
lobby-forming-wanted = It starts by itself at { $players } players.
lobby-forming-host = { $host } starts it with `/game start`.
# $hint: the commands that open a table, "a, b or c".
list-none = You sit at no table now. Open one with { $hint }, or join one with `/game join` in its channel.
list-heading = Your tables ({ $count }):
list-a-game = A game
# $state: one of the four below.
list-line = • { $game } at { $at }: { $state }
list-forming = seating players ({ $seated } seated)
list-your-turn = your turn
list-in-progress = in progress
list-waiting = waiting for { $players }
# The last line of a post that does not name the players it notifies yet.
post-waiting-for = Waiting for { $who }.

## A game's refusal naming whom the game waits for, when the table cannot name them

another-player = another player

## A seat's button to its private choices (a plan, a sealed bid)

offer-private = { $who }: choose in private

## The replay (/game replay)

replay-off = { $game }: pictures are off here, so there is no replay; `/game log` tells the game so far.
replay-so-far = { $game } so far: { $pictures } { $pictures ->
        [one] picture
       *[other] pictures
    } of the board, { $seconds } s a change.

## When Discord's front end itself fails a command (the cause goes to the log)

discord-apology = Sorry, something went wrong on our side. Please try again; if it keeps happening, tell the server's admins.
discord-options-unreadable = I could not read this command's options. Please try again, picking values from the lists Discord offers.
discord-failed = That did not work. Please try again.

## The words the table adds to a game's buttons and menus

controls-first = First choices…
controls-more = More choices…
controls-more-options = More… ({ $first } to { $last } of { $all })
# $key: the option's name as typed ("bid"); the amounts chosen in a form.
controls-another = Another { $key }…
controls-group = { $base } ({ $key } { $low } to { $high })…
controls-amount = { $what }: type the { $key } ({ $low } to { $high }) in the form, or type `{ $command } { $key }:…`.
controls-amount-field = The { $key }, from { $low } to { $high }
controls-amount-hint = a whole number, e.g. { $example }
controls-form = { $what }: type it in the form, or type `{ $command } { $option }:…`.
controls-continued = Choices at { $channel }, continued:

## The host's DMs about a table in a thread (the settings' names as Discord's English shows them)

threads-locked = Your table of { $game } is in { $place }, a locked thread: I cannot post there and nobody can play. Someone with Manage Threads can unlock the thread; the game goes on from where it stopped.
threads-keep-open = Your table of { $game } is in { $place }, which Discord archives after { $duration } without a message; slash commands there stop working until it is open again. I lack Manage Threads there, so I can only reopen it after Discord archives it. To keep it open, give me Manage Threads in the thread or set its Hide After Inactivity to 1 week; a message in the thread also reopens it.
threads-cannot-reopen = Discord archived { $place }, the thread of your table of { $game }, and I could not reopen it: slash commands there do not work until it is open. A message in the thread reopens it; to let me keep it open, give me Send Messages in Threads and Manage Threads there.
threads-duration = { $minutes ->
        [60] 1 hour
        [1440] 24 hours
        [4320] 3 days
        [10080] 1 week
       *[other] { $minutes } minutes
    }

## The Discord front end's notices: a player's closed DMs (in the channel), a post that failed
## (to the host by DM), the permissions the bot lacks to host a game (to whoever opened it).

# $user: the player, pinged; $about: notice-dm-closed-about or nothing; $using: notice-dm-closed-use or nothing.
notice-dm-closed = { $user }, I could not send you a direct message{ $about } (your DMs with me are closed).{ $using }
notice-dm-closed-about = {" "}about your game of { $game }
# $first: the shared secret command; $rest: the game's own ($count of them).
notice-dm-closed-use = {" "}Use { $first } here to see your own hand and what the game waits for{ $count ->
        [0] .
        [one] ; { $rest } works here too.
       *[other] ; { $rest } work here too.
    } Only you will see the answers.
notice-post-failed = I could not post in { $channel } for your table of { $game }: { $why }. Nothing of the game is lost; { $todo } `/game board` shows the game once I can post again.
notice-post-failed-locked = the thread is locked
notice-post-failed-locked-todo = someone with Manage Threads can unlock it, and the game goes on.
notice-post-failed-archived = the thread is archived
notice-post-failed-archived-todo = a message in the thread reopens it; with Manage Threads there I keep it open.
notice-post-failed-todo = please check that I may View Channel, Send Messages (in a thread: Send Messages in Threads) and Attach Files there.
notice-locked-thread = I cannot host a game here: this thread is locked, so I could not post in it and only its moderators can write. Open the table with `/game new` in a channel or an open thread, or ask someone with Manage Threads to unlock this one.
# $place: notice-place-*; $missing: the permissions, as Discord's settings name them.
notice-lacking = I cannot host a game here: in this { $place } I lack the { $count ->
        [one] permission { $missing }. A server admin can give me it
       *[other] permissions { $missing }. A server admin can give me them
    } in the { $place }'s settings (Permissions), then open the table again with `/game new`.
notice-place-channel = channel
notice-place-thread = thread
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-send-messages-in-threads = Send Messages in Threads
permission-attach-files = Attach Files
