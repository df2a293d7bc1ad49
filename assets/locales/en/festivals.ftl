# The Festivals' texts: events, prompts, status, hand, refusals, command words and the
# picture's captions. English: the bot's texts as they always were (the tests and
# examples/festivals-game.txt compare them byte for byte).

## Refusals of the table's commands

festivals-no-hand = You have no seat at this game, so you hold no tickets.
festivals-no-undo = The Festivals has no undo: its Golden Rule says a ticket once placed cannot be moved or taken back, so place your tickets carefully.

## Words

festivals-yellow = yellow
festivals-black = black
festivals-blue = blue
festivals-no-tickets = no tickets
# "alice, then bob": an order, built one name at a time.
festivals-then = { $first }, then { $next }
# A festival's place, "1st" ... "4th".
festivals-ordinal = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }
# "Erau on Kalimantan (5/3/1)"; $points: what the places pay.
festivals-festival = { $name } on { $island } ({ $points })

## Events: the channel's lines and the log's (Dealt and a plan are private)

festivals-dealt = Your tickets: { $hand }.
festivals-next = Next: { $festival } on { $island }.
festivals-last = This is the last festival.
# $festival: festivals-festival; $next: one of the two above.
festivals-round-started = Round { $round }: { $festival }. { $next }
festivals-planned = { $who } has planned.
festivals-plan-rest = Your plan: show nothing and rest. You may change it until everyone has planned.
festivals-plan-recorded = Your plan: show { $tickets }. You may change it until everyone has planned.
festivals-shows = { $who } shows { $tickets }
# $who: the players who rest, "alice and carol"; $count: how many.
festivals-shows-nothing = { $who } { $count ->
        [one] shows
       *[other] show
    } nothing
# $parts: the lines above, joined by "; ".
festivals-revealed = Plans revealed: { $parts }.
festivals-revealed-none = Plans revealed: nobody shows a ticket.
# $what: move or rest; $order: the players, festivals-then.
festivals-ordered = { $by } (airplane) sets the order to { $what ->
        [move] move
       *[rest] rest
    }: { $order }.
festivals-moved = { $who } moves { $from } → { $to } ({ $ticket }).
# $count: how many tickets are lost.
festivals-blocked = { $who } is blocked on { $island }: no free space fits, so { $lost } { $count ->
        [one] goes
       *[other] go
    } to its centre.
festivals-move-ended = { $who } ends the move on { $island }.
# $place: festivals-ordinal.
festivals-scored = { $who } scores { $points } { $points ->
        [one] point
       *[other] points
    } ({ $place } at { $festival }).
festivals-rested-island = { $who } rests on { $island } and takes { $took } from its centre.
festivals-rested-pool-empty = { $who } rests on { $island } and takes nothing: the pool has none of its colours.
festivals-rested-pool = { $who } rests on { $island } and takes { $took } from the pool.
festivals-rested-nothing = { $who } rests on { $island } and takes nothing.
festivals-to-centres = Refresh: tickets on spaces go to their islands' centres.
festivals-returned = { $by } (airplane) returns { $tickets } of { $island } to the pool (it keeps { $limit }).
# $limit: the island's storage; $count: how many tickets go back.
festivals-kept = { $island } keeps { $limit } { $limit ->
        [one] ticket
       *[other] tickets
    }: { $tickets } { $count ->
        [one] goes
       *[other] go
    } back to the pool.
festivals-mover-picked = { $by } (airplane) picks { $who } to move a typhoon.
festivals-typhoon-moved = { $who } moves a typhoon from { $from } to { $to }.
festivals-typhoons-left = { $who } leaves the typhoons where they are.
festivals-airplane-passed = The airplane passes to { $who }.
festivals-wins = { $who } wins!
festivals-share = { $who } share the victory.
# $scores: "alice 23, bob 20"; $outcome: one of the two above.
festivals-game-over = Game over. Scores: { $scores }. { $outcome }

## The board picture in words (a card's picture description)

festivals-words-festival = festival { $festival }
festivals-words-no-festival = no festival
festivals-words-next = ; next { $festival }
festivals-words-typhoons = { $count ->
        [one] 1 typhoon
       *[other] { $count } typhoons
    } on the sea.
festivals-words-target = First to { $target } points ends the game.
festivals-words-won = Won by { $winners }.
# $points: "5/3/1"; $claimed: the places already claimed.
festivals-words-card = { $name } on { $island } ({ $points }{ $claimed ->
        [0] {""}
        [one] , 1 place claimed
       *[other] , { $claimed } places claimed
    })
festivals-words-player = { $who } on { $island }, { $score ->
        [one] 1 point
       *[other] { $score } points
    }, { $tickets ->
        [one] 1 ticket
       *[other] { $tickets } tickets
    }
festivals-words-airplane = airplane
festivals-words-planned = planned
festivals-words-planning = planning
festivals-words-shows = shows { $tickets }

## The start, what the game waits for, status and hand

festivals-intro = The Festivals begins! Seats in order: { $seats }. { $who } holds the airplane.
# A player's private word when a round's planning begins; $example: a plan command from their hand.
festivals-notice = Round { $round } at { $channel }: { $festival }. You stand on { $island } and hold { $hand }. Plan in secret: the menu below, or `{ $example }` (or `tickets:none` to rest).
festivals-notice-empty = Round { $round } at { $channel }: { $festival }. You stand on { $island } and hold no tickets, so you plan nothing: you show nothing and rest this round.
festivals-waiting-plans = Planning in secret: waiting for { $waiting }.
festivals-holds-none = { $who } { $count ->
        [one] holds no tickets and rests
       *[other] hold no tickets and rest
    }.
# $options: "Kalimantan (yellow, blue), Bali (black)".
festivals-prompt-move = { $who } moves, with { $remaining } left; can reach { $options }.
festivals-prompt-order = { $who } (airplane) orders { $tied }, who { $why ->
        [move] showed as many tickets
       *[rest] rest on one island
    }.
festivals-centre-empty = the centre is empty
festivals-centre-gives = the centre gives { $tickets }
festivals-nothing = nothing
# $centre: one of the two above; $pool: what the pool gives, or festivals-nothing.
festivals-prompt-rest = { $who } rests on { $island }: { $centre }, the pool { $pool }.
festivals-prompt-discard = { $who } (airplane) returns { $surplus } of { $island }'s { $centre } to the pool (it keeps { $keeps }).
festivals-prompt-typhoon = { $who } (lowest score) may move a typhoon (on { $sides }) or leave them.
festivals-prompt-pick = { $who } (airplane) picks who moves a typhoon: { $tied } tie for the lowest score.
festivals-over-wins = Game over: { $who } wins with { $points } points.
festivals-over-share = Game over: { $who } share the win with { $points } points.
# How to type the awaited move; $usage: one of the commands below.
festivals-how-to = Type { $usage }, e.g. `{ $example }`.
festivals-usage-plan = `/festivals plan tickets:"…"` (or `tickets:none`)
festivals-usage-move = `/festivals move to:<island> ticket:<colour>`
festivals-usage-order = `/festivals order players:"…"`, every tied player first to last
festivals-usage-rest = `/festivals rest from:island|pool|nothing`
festivals-usage-discard = `/festivals discard island:<island> tickets:"…"`
festivals-usage-typhoon = `/festivals typhoon from:<side> to:<side>` (no options: leave them)
festivals-usage-pick = `/festivals pick player:<player>`
# The short line of /game board and the picture.
festivals-short-plan = Planning: waiting for { $waiting }
festivals-short-move = { $who } moves ({ $remaining } left)
festivals-short-order = { $who } orders the tie: { $tied }
festivals-short-rest = { $who } rests
festivals-short-discard = { $who } returns surplus tickets of { $island }
festivals-short-typhoon = { $who } may move a typhoon
festivals-short-pick = { $who } picks the typhoon mover
festivals-short-over = Game over: { $winners } won
festivals-status-line = Round { $round }. { $prompt }.
festivals-none = none
# $left: festival cards left in the deck; $target: the points that end the game.
festivals-status-head = The Festivals at { $channel }, round { $round } — festival: { $festival }; next: { $next } ({ $left } { $left ->
        [one] card
       *[other] cards
    } left). First to { $target } points ends the game.
# $airplane: yes when the player holds the airplane.
festivals-status-player = { $who }: { $score } points, { $tickets } { $tickets ->
        [one] ticket
       *[other] tickets
    }, on { $island }{ $airplane ->
        [yes] {" ✈ airplane"}
       *[no] {""}
    }
festivals-status-pool = Pool: { $pool }.
festivals-hand = At { $channel }: you hold { $hand } ({ $count } { $count ->
        [one] ticket
       *[other] tickets
    }) and stand on { $island }.
festivals-hand-plan = Your plan: { $plan } (you may replace it until the last plan arrives).
festivals-hand-unplanned = You have not planned yet.

## Options, labels, the picture

# $typhoons: 0 to 3; $ties: who settles a tie for the typhoon (airplane or nobody).
festivals-options = { $typhoons ->
        [0] no typhoons
        [one] advanced mode, 1 typhoon
       *[other] advanced mode, { $typhoons } typhoons
    }{ $ties ->
        [airplane] , the airplane settles typhoon ties
       *[nobody] {""}
    }
festivals-label-leave = Leave the typhoons where they are
festivals-label-typhoon = Move the typhoon from { $from } to { $to }
festivals-label-order = Order players { $players }
festivals-label-pick = Pick player { $player }
festivals-picture-title = The Festivals · round { $round } · { $players } players

## The board picture's captions (render/src/festivals draws them)

festivals-picture-active-festival = ACTIVE FESTIVAL
festivals-picture-next = NEXT
festivals-picture-deck = Deck:
festivals-picture-ticket-pool = Ticket pool:
festivals-picture-on = on
festivals-picture-pays = pays
festivals-picture-struck-claimed = struck = claimed
festivals-picture-places-claimed = places claimed
festivals-picture-none = none
festivals-picture-none-last-round = none: last round
festivals-picture-card = card
festivals-picture-cards = cards
festivals-picture-game-ends-at = Game ends at
festivals-picture-points = points
festivals-picture-players = PLAYERS
festivals-picture-score = score
festivals-picture-hand = hand
festivals-picture-this-round = this round
festivals-picture-pts = pts
festivals-picture-ticket = ticket
festivals-picture-tickets = tickets
festivals-picture-airplane = airplane
festivals-picture-winner = WINNER
festivals-picture-planned = planned ✓
festivals-picture-waiting = waiting…
festivals-picture-to-place = to place
festivals-picture-centre = centre
festivals-picture-pool = pool
festivals-picture-festival = FESTIVAL
festivals-picture-next-festival = next festival
festivals-picture-empty = empty
festivals-picture-typhoon = typhoon
festivals-picture-ticket-in-centre = ticket in centre
festivals-picture-free-space = free space
festivals-picture-ticket-on-space = ticket on space
festivals-picture-1st = 1st
festivals-picture-2nd = 2nd
festivals-picture-3rd = 3rd

## The Festivals' own buttons and menus

festivals-label-rest = Rest: show nothing
festivals-label-plan = Plan: the tickets you show this round
festivals-label-route = Whole route: all { $tickets } tickets in one go

## Refusals of /festivals commands' options

# After a word that names nothing, when one name is nearest.
festivals-did-you-mean = {" "}Did you mean { $name }?
festivals-refused-not-player = `{ $value }` is not a player at this game. Players: { $players }.
# $guess: festivals-did-you-mean, or nothing.
festivals-refused-colour = `ticket:{ $value }` is not a ticket colour.{ $guess } Write yellow, black or blue (or y, k, b).
festivals-refused-typhoon-sides = Give both `from:` (where a typhoon is) and `to:` (a free side between two islands), or neither to leave the typhoons where they are.
festivals-refused-island = `{ $key }:{ $value }` is not an island.{ $guess } Islands: { $islands }.
festivals-refused-side = `{ $value }` is not a side between two island tiles. Typhoons sit on: { $sides }.
festivals-refused-route-island = `{ $word }` in `to:{ $text }` is not an island.{ $guess } Islands: { $islands }.
festivals-refused-returns = Returns for several islands take one group of tickets per island, in order, split by semicolons: `island:` names { $islands ->
        [one] 1 island
       *[other] { $islands } islands
    } and `tickets:` gives { $groups ->
        [one] 1 group
       *[other] { $groups } groups
    }. For example `island:"Jawa Sumatera" tickets:"black blue; yellow"`.
festivals-refused-route = A route takes one ticket per island, in order: `to:` names { $islands ->
        [one] 1 island
       *[other] { $islands } islands
    } and `ticket:` { $tickets ->
        [one] 1 ticket
       *[other] { $tickets } tickets
    }. For example `to:"Kalimantan Sulawesi" ticket:"yellow blue"`.
festivals-colour-count = { $count } { $colour }

## The rules' refusals (the engine's; $awaited: whom the game waits for, named by the table)

festivals-refused-no-move = You showed no tickets, so you do not move this round: you rest once every mover has moved.
festivals-refused-move-later = It is not your turn to move yet: { $awaited } is moving first.
festivals-refused-was-blocked = You were blocked: none of your shown tickets left fitted a free space on a neighbouring island, so they went to the centre of { $island }. Your move is over for this round.
festivals-refused-move-done = You have placed all your shown tickets: your move is over for this round.
# $hint: festivals-step-hint.
festivals-refused-not-shown = You did not show a { $ticket } ticket; you still have to place: { $remaining }. { $hint }
festivals-refused-no-island = There is no such island. { $hint }
festivals-refused-there-already = You are on { $island } already: each ticket takes you to a neighbouring island. From { $island } you can reach { $reach }. { $hint }
festivals-refused-not-next = { $to } is not next to { $from }. From { $from } you can reach { $reach }. { $hint }
festivals-refused-typhoon-blocks = A typhoon between { $from } and { $to } blocks the way. { $hint }
festivals-refused-no-space-anywhere = There is no free { $ticket } space on the whole board: your { $ticket } tickets cannot be placed this round. { $hint }
festivals-refused-no-space = { $island } has no free { $ticket } space. { $hint }
festivals-step = to { $island } with { $ticket }
# $steps: festivals-step, joined by commas.
festivals-step-hint = You can move: { $steps }.
festivals-refused-rest-after = Resting comes after every mover has moved: wait for your turn to rest.
festivals-refused-moved-no-rest = You showed tickets and moved this round, so you do not rest.
festivals-refused-rest-later = It is not your turn to rest yet: { $awaited } rests first.
festivals-refused-rested = You have already rested this round.
festivals-refused-centre-empty = There are no tickets in the centre of { $island }: rest from the pool (/festivals rest from:pool) or take nothing (/festivals rest from:nothing).
festivals-refused-nothing-to-plan = You have no tickets, so you show nothing this round and rest: there is nothing to plan.
festivals-refused-plan = You hold { $hand }; you cannot plan { $tickets }.
festivals-refused-discard-airplane = Only the airplane holder chooses which surplus tickets go back to the pool.
# $how: the command to type.
festivals-refused-discard-island = Return the surplus of { $island } now: { $surplus } of its { $centre } ({ $how }).
festivals-refused-discard-count = { $island } keeps at most { $limit } { $limit ->
        [one] ticket
       *[other] tickets
    }: return exactly { $surplus } of its { $centre } ({ $how }).
festivals-refused-discard-held = The centre of { $island } holds { $centre }; you cannot return { $tickets }.
festivals-refused-pick-airplane = Only the airplane holder picks who moves a typhoon.
festivals-refused-pick-tied = Pick one of the { $tied } players tied for the lowest score (/festivals pick player:@name).
festivals-refused-no-typhoon = There is no typhoon there. Typhoons sit on: { $here }.
festivals-refused-typhoon-side = A typhoon must sit on the side shared by two island tiles, like Sumatera|Kalimantan (never on a connector).
festivals-refused-typhoon-there = There is already a typhoon on { $side }.
festivals-refused-closes-off = That would close off { $island }: every island must keep a way in or out.
festivals-refused-typhoon-lowest = Only the player with the lowest score may move a typhoon now.
festivals-refused-no-tie = There is no tie to settle now. A tie is settled when it matters: when the tied movers' turn to move comes (after those who showed more tickets), or when the tied resters' turn to rest comes; the airplane holder is asked then.
festivals-refused-order-airplane = Only the airplane holder settles ties: wait for { $awaited }'s order.
# $why: move (a tie of movers) or rest (of resters).
festivals-refused-order-names = Name exactly the { $tied } players { $why ->
        [move] who showed the same number of tickets
       *[rest] resting on the same island
    }, each once, first to last (/festivals order players:"@first @second"); the prompt lists them.

## What the game expects now, to a player who sent something else ($phase: moving or resting)

festivals-phase-plan-empty = The game is in Phase 1 (planning). You have no tickets, so you show nothing this round: wait for the others to plan.
festivals-phase-plan = The game is in Phase 1 (planning): send your plan with /festivals plan tickets:"..." (or tickets:none).
festivals-phase-order-you = The game is in { $phase ->
        [moving] Phase 2a (moving)
       *[resting] Phase 2b (resting)
    }: as the airplane holder, first order the players who { $phase ->
        [moving] showed the same number of tickets
       *[resting] rest on the same island
    } with /festivals order players:"@first @second".
festivals-phase-ordering = The game is in { $phase ->
        [moving] Phase 2a (moving)
       *[resting] Phase 2b (resting)
    }: the airplane holder is ordering the players who { $phase ->
        [moving] showed the same number of tickets
       *[resting] rest on the same island
    }.
festivals-phase-your-move = It is your turn to move (Phase 2a (moving)): /festivals move to:<island> ticket:<colour>. You still have to place: { $remaining }.
festivals-phase-your-rest = It is your turn to rest (Phase 2b (resting)): /festivals rest from:island|pool|nothing.
festivals-phase-other-moving = The game is in Phase 2a (moving): { $awaited } is moving.
festivals-phase-other-resting = The game is in Phase 2b (resting): { $awaited } is resting.
festivals-phase-discard-you = The game is in Phase 3 (refresh): as the airplane holder, return { $surplus } of { $island }'s tickets ({ $centre }) to the pool with /festivals discard island:{ $island } tickets:"...".
festivals-phase-discard = The game is in Phase 3 (refresh): the airplane holder chooses which of { $island }'s tickets go back to the pool.
festivals-phase-pick-you = The game is in Phase 3 (refresh): as the airplane holder, pick who moves a typhoon with /festivals pick player:@name.
festivals-phase-pick = The game is in Phase 3 (refresh): the airplane holder is picking who moves a typhoon.
festivals-phase-typhoon-you = The game is in Phase 3 (refresh): you may move a typhoon with /festivals typhoon from:A|B to:C|D, or leave them with /festivals typhoon and no options.
festivals-phase-typhoon = The game is in Phase 3 (refresh): the player with the lowest score may move a typhoon.
festivals-phase-over = The game is over.

## Tickets as typed

festivals-refused-too-many = That is more { $colour } tickets than the whole game has.
festivals-refused-ticket-word = `{ $word }` is not a ticket colour: write yellow, black or blue (or y, k, b), separated by spaces, or `none`

## /game start's airplane:

festivals-refused-airplane-seat = `airplane:{ $user }` is not a seated player. Seated: { $seated }.
festivals-refused-airplane-position = The described position already names the airplane holder: start without `airplane:`.

## Buttons of a step, a rest, a return (the English: the command's own words)

festivals-label-move = Move to { $island }, ticket { $ticket }
# $from: island, pool or nothing, as typed.
festivals-label-rest-from = Rest from { $from ->
        [island] island
        [pool] pool
       *[nothing] nothing
    }
festivals-label-discard = Discard island { $island }, tickets { $tickets }
