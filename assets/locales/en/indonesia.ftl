# Indonesia's texts (Splotter Spellen): events, prompts, status, hand, refusals, command words
# and the picture's captions. English: the bot's texts as they always were (the tests and
# examples/indonesia-game.txt compare them byte for byte). Names players type (areas, seas,
# deeds, goods, the track words of commands) stay as typed in every language.

## Words

indonesia-rupiah = { $amount } rupiah
indonesia-cubes = { $count } { $count ->
        [one] cargo cube
       *[other] cargo cubes
    }
# A research track in prose; $track: bid, slots, mergers, expansion, hull.
indonesia-track = { $track ->
        [bid] turn order bid
        [slots] slots
        [mergers] mergers
        [expansion] expansion
       *[hull] hull
    }
# A phase's title.
indonesia-phase = { $phase ->
        [new-era] New Era
        [bid] Turn Order Bid
        [mergers] Mergers
        [acquisitions] Acquisitions
        [research] Research and Development
        [operations] Operations
        [growth] City Growth
       *[over] Game over
    }

## Events: the channel's lines and the log's (the city cards, a sealed bid, a maximum and
## standing orders are private)

# $era: A, B or C; $cards: the provinces of each card, "Aceh, Bali, Jatim / ...".
indonesia-era-cards = era { $era }: { $cards }
indonesia-dealt = Your city cards: { $eras }.
indonesia-turn-order = Turn order: { $order }.
# $phase: indonesia-phase.
indonesia-phase-started = Year { $year }: { $phase }.
# Followed by the deeds, a line per kind.
indonesia-new-era = Era { $era } begins. Deeds on the map:
indonesia-discarded = Discarded: { $deeds }.
# Followed by each player's card, a line each.
indonesia-city-cards = City cards for era { $era }:
indonesia-city-placed = { $who } places a size 1 city in { $area }.
indonesia-no-city-supply = { $who } places no city: all size 1 cities are on the map.
indonesia-no-city-room = { $who } places no city: { $provinces } have no empty coastal area in a province without a city.
indonesia-deed-discarded = { $deed } is discarded: it has no valid starting area left.
# $amount: indonesia-rupiah; $value: the bid times the bidder's multiplier.
indonesia-bid = { $who } bids { $amount } for turn order (bid value { $value }).
indonesia-bid-sealed = { $who } has sealed a turn order bid.
indonesia-own-sealed-bid = Your sealed turn order bid: { $amount } (bid value { $value }). It is final, and revealed with the others when every player has sealed.
indonesia-bids-revealed = Every turn order bid is sealed; the bids, in turn order:

# A seat's standing orders, told to it alone, a line each.
indonesia-orders-ended = A standing order of yours ended: { $why }.
indonesia-ended-bid = you lack the cash for it, or a new deed or free slot came since you gave it
indonesia-ended-proposals = you could now propose a merger you could not when you gave it
indonesia-ended-more-slots = you have more free slots than when you gave it
indonesia-ended-new-deed = a deed is on the map that was not when you gave it
indonesia-ended-last-slot = a company took your last free slot
# $track: indonesia-track.
indonesia-ended-track-done = that { $track } marker is on step 5, the last
indonesia-orders-proposals-pass = Merger proposals: you pass every year (asked again when you could propose a new merger).
indonesia-orders-proposals-asked = Merger proposals: you are asked.
indonesia-orders-deeds-pass = Acquisitions: you pass every year (asked again when a new deed is on the map or you have more free slots).
indonesia-orders-deeds-asked = Acquisitions: you are asked.
indonesia-orders-bid-lead = Turn order: each year you bid the least that puts you first, at most { $most } (asked again when a new deed or free slot comes).
indonesia-orders-bid = Turn order: you bid { $amount } each year (asked again when you lack the cash, or a new deed or free slot comes).
indonesia-orders-bid-asked = Turn order: you are asked.
indonesia-orders-research-own = Research: your { $track } track each year.
indonesia-orders-research = Research: { $owner }'s { $track } track each year.
indonesia-orders-research-asked = Research: you are asked.

# $siap_saji: yes when the merger makes a siap saji company.
indonesia-proposed = { $who } proposes merging { $first } with { $second }{ $siap_saji ->
        [yes] {" "}into siap saji
       *[no] {""}
    } and bids { $bid }.
indonesia-no-proposal = { $who } proposes no merger.
indonesia-raised = { $who } bids { $amount }.
indonesia-maximum-set = Your maximum in this auction is { $up_to }: whenever it comes back to you, the table raises for you to the smallest legal bid up to it, else passes for you. Only you know it; change it with `/indonesia raise up_to:<rupiah>`, clear it with `up_to:none`.
indonesia-maximum-cleared = Your maximum is cleared: the auction waits for you again when your turn comes.
indonesia-passing-rest = You pass on mergers for the rest of this year: the table passes for you whenever you are asked, until the Mergers phase ends.
# $step: the refused step, of $asked; $done: how many steps before it stand; $why: the refusal.
indonesia-steps-stopped = Step { $step } of { $asked } was refused, so the command stopped there{ $done ->
        [0] {""}
        [1] {" "}(the first step stands)
       *[other] {" "}(the first { $done } steps stand)
    }: { $why }
indonesia-left-auction = { $who } passes.
indonesia-merged-keeps = { $who } keeps { $amount } for their own company
indonesia-merged-pays = { $who } pays { $to } { $amount }
# $paid: the lines above, joined by commas.
indonesia-merged = { $who } wins the merger for { $price } and takes { $company }; { $paid }.
indonesia-removed = Siap saji creation: { $company } gives up { $area }.
indonesia-siap-saji = The remaining rice and spice of { $company } become siap saji.
indonesia-mergers-over = No more mergers this year.
indonesia-acquired = { $who } acquires { $company } and starts it in { $place }.
indonesia-no-acquisition = { $who } makes no further acquisitions this year.
indonesia-researched-own = { $who } advances { $track } research to step { $step }.
indonesia-researched = { $who } advances { $owner }'s { $track } research to step { $step }.
indonesia-no-research = { $who } has no research step left to take.

indonesia-operating = { $who } operates { $company }.
indonesia-ship-placed = { $company } places a ship in { $sea }.
# Followed by the plan's lines.
indonesia-plan-offered = Shipping plan for { $who } (#{ $company }):
indonesia-plan-none = No { $good } can be shipped ({ $goods } produced).
# $count of $goods goods shipped; $income: indonesia-rupiah; $cubes: indonesia-cubes.
indonesia-plan = { $count } of { $goods } { $good } shipped for { $income }, { $cubes }:
# "Plan 2: ...", when the operator may pick among several.
indonesia-plan-numbered = Plan { $number }: { $plan }
indonesia-other-plan = { $cubes }, { $earning }; { $to }.
indonesia-other-plan-earning = earning { $paid }
indonesia-other-plan-no-earning = no ship owner earns
# $paid: "@bob 100, @dewi 60".
indonesia-owners-earn = Ship owners earn: { $paid }.
indonesia-shipped-none = { $who } ships no { $good } with #{ $company }.
indonesia-shipped = { $who } ships { $count } { $good } with #{ $company } for { $income } ({ $cubes }):
indonesia-expanded = { $company } expands into { $area }.
indonesia-expanded-paid = { $company } expands into { $area } for { $paid }.
indonesia-expansion-passed = { $company } stops expanding.
indonesia-expansion-no-room = { $company } has no room left to expand.
indonesia-expansion-limit = { $company } has expanded as far as it may.
indonesia-settled = { $who }: operating revenue of { $amount } goes to cash.
indonesia-settled-repaid = { $who }: IOUs of { $repaid } repaid from cash.
indonesia-settled-left = { $who }: IOUs of { $repaid } repaid from cash; { $left } stay as IOUs against next year's revenue.
indonesia-revenue-settled = Operating revenue goes to each player's cash (IOUs are repaid from cash).
indonesia-grew = The city in { $area } grows to size { $size }.
indonesia-no-growth = The city in { $area } would grow, but no size { $size } city is left in the supply.
indonesia-goods-cleared = The goods delivered to cities are removed.
# Followed by each player's score, a line each.
indonesia-game-over = Game over. Winner: { $winners }.
indonesia-final-score = { $who } { $total } (cash { $cash }, stash { $stash }, revenue { $revenue } ×2)

## The start, the status and a player's own panel

indonesia-none = none
indonesia-money-open = Money is open: everyone's cash is on the board.
indonesia-money-closed = Money is closed: your cash is yours to know (`/game hand` shows it to you alone).
# $seats: the players, "@a, @b"; $money: one of the two above.
indonesia-intro = Indonesia begins! Seats: { $seats }. { $money } Each player has been sent their city cards.
# $phase: indonesia-phase; $next: who must act, indonesia-short-*.
indonesia-status-line = Year { $year }, era { $era }, { $phase }. { $next }.
indonesia-status-head = Indonesia at { $channel }: year { $year }, era { $era }, { $phase }. Turn order: { $order }.
indonesia-status-cash = cash { $cash }
indonesia-status-cash-ious = cash { $cash }, IOUs { $ious }
indonesia-status-cash-revenue = cash { $cash }, revenue { $revenue }
# A research track in the status, by the word players type; $track: bid, slots, mergers,
# expansion, hull.
indonesia-status-track = { $track ->
        [bid] bid
        [slots] slots
        [mergers] mergers
        [expansion] expansion
       *[hull] hull
    }
# $research: the track words as typed with their steps, "bid 1, slots 2"; $companies: "#1, #4".
indonesia-status-player = { $who }: stash { $stash }; research { $research }; companies { $companies }.
# $money: indonesia-status-cash*, with open money.
indonesia-status-player-open = { $who }: { $money }; stash { $stash }; research { $research }; companies { $companies }.
indonesia-status-no-companies = No companies yet.
indonesia-status-ships = { $ships } of { $limit } { $limit ->
        [one] ship
       *[other] ships
    } on { $seas }
indonesia-status-goods = { $good } in { $areas }
# $what: indonesia-status-ships or -goods; $state: operated, merged, operated-merged or none.
indonesia-status-company = { $company } of { $owner }: { $what }{ $state ->
        [operated-merged] {" "}(operated, merged this year)
        [operated] {" "}(operated)
        [merged] {" "}(merged this year)
       *[none] {""}
    }.
indonesia-status-cities = Cities (size): { $cities }. Supply: { $one } size 1, { $two } size 2, { $three } size 3.
indonesia-status-deeds = Unclaimed deeds: { $deeds }.
indonesia-status-scores = Final scores: { $scores }.
indonesia-hand-ious = IOUs of { $amount } rupiah
indonesia-hand-revenue = operating revenue { $amount } rupiah
# $revenue: one of the two above; $cards: indonesia-era-cards, joined by "; ".
indonesia-hand = At { $channel }: you have { $cash } rupiah in cash, { $revenue }, and a stash of { $stash }.
    Your city cards: { $cards }.
    Your companies: { $companies }.
# $value: the bid times the multiplier; $waiting: who has yet to seal.
indonesia-hand-sealed = You have sealed a turn order bid of { $amount } rupiah (bid value { $value }); it is final. Waiting for { $waiting } to seal.
# An auction the players' maxima played out, in one line; $last: who bid last, $high: how much.
indonesia-played-out = The auction played out by the players' maxima: { $raises } raises, the last { $last }'s to { $high } rupiah
indonesia-played-out-passed = { $who } passed

## What the game waits for, with the commands (a player's own panel)

indonesia-next-bid = { $who }: turn order bid with `/indonesia bid amount:<rupiah>`, from 0 up to your cash. Your bid counts ×{ $multiplier }; it goes to your stash.
indonesia-next-sealed = Sealed turn order bids: waiting for { $waiting }. Seal yours with `/indonesia seal amount:<rupiah>` in a DM with the bot (or here: only you see the answer), from 0 up to your cash. The bids are revealed together when the last one is in.
indonesia-next-grow = { $who }: the supply cannot grow every city to size { $size }. As first player, pick { $left } more with `/indonesia grow area:<area>` among { $areas }.
indonesia-next-over = Game over: { $winners } won.
indonesia-next-city = { $who }: place a size 1 city from your card ({ $card }) with `/indonesia city area:<area>`. Empty coastal areas allowed: { $areas }.
indonesia-next-merger = { $first } with { $second } (first bid at least { $bid })
indonesia-next-propose = { $who }: propose a merger of two companies with `/indonesia merge first:<number> second:<number> bid:<rupiah>`, or `/indonesia pass`. You must be able to pay your bid. Mergers you may propose: { $mergers }.
indonesia-next-raise = Merger of { $first } and { $second }: { $leader } leads with { $high } rupiah. { $who }: raise with `/indonesia raise amount:<rupiah>` (at least { $lowest }, a multiple of { $units }, no more than your cash), or `/indonesia pass` to leave the auction for good.
indonesia-next-remove = { $who }: siap saji creation, remove { $left } more { $left ->
        [one] area
       *[other] areas
    } of { $company } with `/indonesia remove area:<area>`. Allowed now: { $areas }.
indonesia-next-acquire = { $who }: acquire a deed with `/indonesia acquire deed:"<deed>" at:<area or sea>`, or `/indonesia pass` to make no further acquisitions this year. Deeds you may take: { $deeds }.
# $own: the track words as typed.
indonesia-next-research = { $who }: advance one research track with `/indonesia research track:<track>`. Yours that can advance: { $own }.
indonesia-next-research-others = Hull may be another player's: add `player:@name`.
indonesia-next-operate = { $who }: operate one of your companies with `/indonesia operate company:<number>`. Not yet operated: { $companies }.
indonesia-next-ships = { $who }: { $company } may place up to { $left } more { $left ->
        [one] ship
       *[other] ships
    } with `/indonesia expand at:<sea>`, or `/indonesia pass` to stop. Seas allowed: { $seas }.
# $last: the number of the last plan shown (1: only this plan).
indonesia-next-ship = { $who }: `/indonesia ship` to ship by this plan{ $last ->
        [1] {""}
        [2] , `/indonesia ship plan:2` to ship by the other plan shown
       *[other] , `/indonesia ship plan:<2 to { $last }>` to ship by another plan shown
    }, or `/indonesia prefer company:<number>` for a plan that uses that shipping company first (never fewer goods). Shipping companies: { $shipping }.
indonesia-next-preferred = Preferred so far: { $companies } (`/indonesia prefer company:none` forgets them).
indonesia-next-expand-paid = may expand (optional, { $price } rupiah an area paid from cash, then this phase's revenue) by up to { $left } { $left ->
        [one] area
       *[other] areas
    } with `/indonesia expand at:<area>`, or `/indonesia pass` to stop
indonesia-next-expand-free = must expand (free, all goods were shipped) by { $left } more { $left ->
        [one] area
       *[other] areas
    } with `/indonesia expand at:<area>`
# $how: one of the two above.
indonesia-next-expand = { $who }: { $company } { $how }. Areas allowed: { $areas }.

## What the game waits for, in the channel (the buttons carry the commands)

# $listed: the first areas, seas or deeds; $more: how many more.
indonesia-few = { $listed } and { $more } more
indonesia-channel-city = { $who }: place a city from your card ({ $card }).
    Areas: { $areas }.
indonesia-channel-bid = { $who }: bid for turn order (counts ×{ $multiplier }, goes to your stash){ $closed ->
        [yes] ; the private button shows your cash
       *[no] {""}
    }.
indonesia-channel-sealed = Sealed turn order bids: waiting for { $waiting }.
    Seal yours in private (the button); all are revealed together.
indonesia-channel-merger = #{ $first } + #{ $second } from { $bid }
indonesia-channel-propose = { $who }: propose a merger, or pass.
    Mergers: { $mergers }.
indonesia-channel-raise = { $leader } leads with { $high } for the merger of #{ $first } and #{ $second }.
    { $who }: raise to at least { $lowest } (steps of { $units }), or pass.
indonesia-channel-remove = { $who }: for siap saji, give up { $left } more { $left ->
        [one] area
       *[other] areas
    } of #{ $company }.
    Areas: { $areas }.
indonesia-channel-acquire = { $who }: acquire a deed, or pass.
    Deeds: { $deeds }.
indonesia-channel-research = { $who }: advance a research track.
indonesia-channel-operate = { $who }: operate a company: { $companies }.
indonesia-channel-ships = { $who }: #{ $company } may place up to { $left } more { $left ->
        [one] ship
       *[other] ships
    }, or stop.
    Seas: { $seas }.
indonesia-channel-ship = { $who }: ship by a plan, or prefer a shipping company first: { $shipping }.
indonesia-channel-preferred = Preferred so far: { $companies }.
indonesia-channel-expand-paid = may expand by up to { $left } { $left ->
        [one] area
       *[other] areas
    } at { $price } each, or stop
indonesia-channel-expand-free = must expand by { $left } more { $left ->
        [one] area
       *[other] areas
    } (free)
indonesia-channel-expand = { $who }: #{ $company } { $how }.
    Areas: { $areas }.
indonesia-channel-grow = { $who }: the supply is short; as first player, pick { $left } more { $left ->
        [one] city
       *[other] cities
    } to grow to size { $size }.
    Cities: { $cities }.

## Whose turn it is, in a few words (/game board and the picture)

indonesia-short-city = { $who } places a city
indonesia-short-bid = { $who } bids for turn order
indonesia-short-sealed = sealed bids from { $waiting }
indonesia-short-propose = { $who } may propose a merger
indonesia-short-raise = { $who } may raise the merger bid ({ $high })
indonesia-short-remove = { $who } removes areas for siap saji
indonesia-short-acquire = { $who } may acquire a deed
indonesia-short-research = { $who } researches
indonesia-short-operate = { $who } picks a company to operate
indonesia-short-ships = { $who } places ships for company { $company }
indonesia-short-ship = { $who } ships { $good } of company { $company }
indonesia-short-expand = { $who } expands company { $company }
indonesia-short-grow = { $who } picks cities to grow
indonesia-short-over = Game over: { $winners } won

## The table's options and refusals

indonesia-no-hand = You have no seat at this game, so you have no cash or city cards.
# $money: open or closed; $bids: open or sealed.
indonesia-options = { $money ->
        [open] open money: everyone's cash is public
       *[closed] closed money: each player's cash is private
    }{ $bids ->
        [sealed] ; sealed turn order bids
       *[open] {""}
    }

## What the game expects now, told to a player who sent something else

# The phase as a refusal names it.
indonesia-game-phase = { $phase ->
        [new-era] New Era (city placement)
        [bid] the Turn Order Bid
        [proposals] Mergers (proposals)
        [auction] Mergers (an auction)
        [removals] Mergers (siap saji removals)
        [acquisitions] Acquisitions
        [research] Research and Development
        [operate] Operations (choosing a company)
        [ships] Operations (shipping company expansion)
        [plan] Operations (a shipping plan)
        [expand] Operations (production company expansion)
        [growth] City Growth
       *[over] over
    }
indonesia-phase-over = The game is over.
# $awaited: whom the game waits for, named by the table.
indonesia-phase-not-yours = The game is in { $phase }, and it is not your turn: { $awaited } must act first.
indonesia-phase-yours = The game is in { $phase }: it is your turn to { $what ->
        [city] place a size 1 city (`/indonesia city area:<area>`)
        [bid] make your turn order bid (`/indonesia bid amount:<rupiah>`, 0 allowed)
        [seal] seal your turn order bid (`/indonesia seal amount:<rupiah>`, in a DM with the bot or here where only you see it; 0 allowed)
        [propose] propose a merger with its first bid (`/indonesia merge`), or pass (`/indonesia pass`)
        [raise] raise the bid on the merger (`/indonesia raise`), or pass for good (`/indonesia pass`)
        [remove] remove an area of your new siap saji company (`/indonesia remove area:<area>`)
        [acquire] acquire an unclaimed deed (`/indonesia acquire`), or pass for the rest of the phase (`/indonesia pass`)
        [research] advance one research track (`/indonesia research track:<track>`)
        [operate] choose one of your companies to operate (`/indonesia operate company:<number>`)
        [ships] place expansion ships (`/indonesia expand at:<sea>`), or pass to stop (`/indonesia pass`)
        [ship] ship by the plan shown (`/indonesia ship`), or prefer other shipping companies (`/indonesia prefer company:<number>`)
        [expand-free] expand your company, free and compulsory (`/indonesia expand at:<area>`)
        [expand-paid] expand your company, paid (`/indonesia expand at:<area>`), or pass to stop (`/indonesia pass`)
        [grow] pick the cities that grow (`/indonesia grow area:<area>`)
       *[nothing] nothing
    }.

## The rules' refusals (the engine's)

indonesia-refused-sealed-already = You have already sealed your turn order bid: a sealed bid is final. The bids are revealed when every player has sealed.
indonesia-refused-bid-cash = No bluffing: you bid { $amount } rupiah but have only { $cash } in cash.
indonesia-refused-not-unclaimed = Acquisitions: that deed is not an unclaimed deed on the map.
# $allowed: the seas or areas, or indonesia-none.
indonesia-refused-first-ship = Acquisitions: the first ship of { $deed } goes in a sea area bordering its province. Seas allowed: { $allowed }.
indonesia-refused-first-good = Acquisitions: the first good of { $deed } goes in an empty area of its province, not next to the same good of another company. Areas allowed: { $allowed }.
indonesia-refused-no-player = There is no such player.
indonesia-refused-no-area = There is no such area.
# $track: indonesia-track.
indonesia-refused-research-own = Research: you may advance only your own markers, except hull capacity; the { $track } track must be your own.
indonesia-refused-research-last = Research: that { $track } marker is already on step 5, the last.
indonesia-refused-city-area = New Era: your city goes in an empty coastal area of { $provinces } (a province that has no city yet); { $area } is not one.
indonesia-refused-grow = City Growth: the cities that may grow to size { $size } are { $cities }.
indonesia-refused-no-company = Mergers: there is no such company.
indonesia-refused-merge-same = Mergers: name two different companies.
indonesia-refused-merged-again = Mergers: a company made by a merger this phase may not merge again this phase.
indonesia-refused-merge-types = Mergers: only companies of the same type merge, or (in eras B and C) rice and spice, creating siap saji.
indonesia-refused-merge-research = Mergers: your Mergers R&D ({ $research }) must be at least the merged company's number of deeds ({ $deeds }).
indonesia-refused-merge-bidder = Mergers: the proposer makes the first bid, and to bid you must own one of the two companies or have Slots R&D greater than your company count.
# $removals of $areas rice and spice areas go, $kept stay; $conflicts: the areas next to another siap saji.
indonesia-refused-siap-saji-split = Mergers: creating siap saji here removes { $removals } of the { $areas } rice and spice areas and keeps { $kept } { $kept ->
        [one] area
       *[other] areas
    }, in one piece per region. The areas next to another company's siap saji ({ $conflicts }) would all have to go, since same-type companies never touch, and what is left clear of them cannot keep { $kept } { $kept ->
        [one] area
       *[other] areas
    } without splitting a region.
indonesia-refused-bid-multiple = Mergers: bids are exact multiples of the merged company's { $units } ships or production areas: the lowest bid now is { $lowest }, then { $second }, { $third } and so on.
indonesia-refused-bid-minimum = Mergers: the lowest bid is { $minimum } per ship or area, { $total } in all: bid at least { $lowest }, in steps of { $step }.
indonesia-refused-bid-beat = Mergers: a bid must beat the high bid of { $high }: raise to at least { $lowest }, in steps of { $step }.
indonesia-refused-passing-already = Mergers: you already pass on mergers for the rest of this year.
indonesia-refused-may-not-bid = Mergers: you may not bid on this merger: to bid you must own one of the two companies, or have a free slot (Slots R&D { $slots } with { $companies } companies).
indonesia-refused-remove = Siap saji creation: remove one of the new company's areas without splitting a contiguous region (and so that its siap saji can stay clear of another company's siap saji).
indonesia-refused-maximum-no-auction = Mergers: a maximum is for a merger auction, and none is running: propose one with `/indonesia merge ... up_to:<rupiah>`.
indonesia-refused-left-auction = Mergers: you have left this auction; passing is final.
indonesia-refused-maximum-passing = Mergers: you pass on mergers for the rest of this year; `/game undo` that first, while it is the last move.
indonesia-refused-no-maximum = Mergers: you have no maximum in this auction to clear.
indonesia-refused-maximum-low = Mergers: a maximum below the next legal bid would never bid: the next legal bid is { $lowest }, in steps of { $step }.
indonesia-refused-maximum-cash = No bluffing: a maximum of { $up_to } rupiah is more than you could pay; you have only { $cash } in cash.
# $same: yes when the bid is the next legal bid.
indonesia-refused-maximum-below-bid = Mergers: a maximum of { $up_to } is below your bid: the next legal bid is { $lowest }{ $same ->
        [yes] {""}
       *[no] {" "}and you bid { $bid }
    }; give a maximum of at least { $bid }, or bid without one.
indonesia-refused-operate-own = Operations: you may operate only a company of your own.
indonesia-refused-operated = Operations: { $company } has already operated this year.
indonesia-refused-ship-sea = Operations: an expansion ship goes in a sea area that already holds one of the company's ships, or next to one. Seas allowed: { $allowed }.
# $shipping: the companies, or indonesia-none.
indonesia-refused-prefer-shipping = Operations: you may prefer only a shipping company. Shipping companies you may prefer: { $shipping }.
indonesia-refused-prefer-again = Operations: you already prefer that shipping company.
indonesia-refused-prefer-none = Operations: you prefer no shipping company yet.
indonesia-refused-plan-only = Operations: there is no plan { $number }: only the plan shown ships this many goods (`/indonesia ship`).
indonesia-refused-plan-number = Operations: there is no plan { $number }: plans 1 to { $last } are shown (plan 1 is the one on offer).
indonesia-refused-expand-area = Operations: an expansion area must be empty, next to the company's own areas, and not next to the same good of another company. Areas allowed: { $allowed }.
indonesia-refused-expand-cash = Operations: not all goods were shipped, so each expansion area costs { $cost } rupiah, paid from your cash and then this phase's operating revenue, and you have only { $funds } in all.
indonesia-refused-expand-must = Operations: all goods were shipped, so the company must expand as far as it can (free).
indonesia-refused-passing-proposals = Mergers: you already pass on merger proposals every year; `/indonesia pass rest:no` clears it.
indonesia-refused-passing-deeds = Acquisitions: you already pass on acquisitions every year; `/indonesia pass rest:no` clears it.
indonesia-refused-no-standing-pass = You have no standing pass to clear; `/indonesia pass rest:proposals` (merger proposals) or `rest:deeds` (acquisitions) gives one.
indonesia-refused-no-standing-bid = Turn Order Bid: you have no standing bid to clear; `/indonesia bid amount:0 each:yes` gives one.
indonesia-refused-lead-sealed = Turn Order Bid: bids are sealed at this table, so there is no lead to see; seal an amount, with `each:yes` to seal it every year.
indonesia-refused-lead-cash = Turn Order Bid: a maximum of { $up_to } is more than you have: you have only { $cash } rupiah in cash.
indonesia-refused-no-standing-research = Research: you have no standing research order to clear; `/indonesia research track:<track> each:yes` gives one.
indonesia-refused-no-place = Name at least one place.

## The table's refusals of a command ($typed: the option as typed, e.g. "at:Bali9")

indonesia-hint-sea = {" "}That is a sea; this needs a land area.
indonesia-did-you-mean = {" "}Did you mean { $name }?
# $hint: one of the two above, or nothing.
indonesia-refused-not-area = `{ $typed }` is not a land area.{ $hint } Land areas are named by province and number, e.g. Jabar3, Sumut4 or Bali1; the board picture shows every name.
indonesia-refused-not-place = `{ $typed }` is neither a land area nor a sea. Land areas are named like Jabar3 or Sulsel1, seas like S7 (or by name, e.g. Laut Jawa); the board picture shows every name.
indonesia-refused-no-companies = `{ $typed }` is not a company: there are no companies yet.
indonesia-refused-not-company = `{ $typed }` is not a company. Companies, by number: { $companies }.
indonesia-refused-bids-sealed = This table's turn order bids are sealed: give yours in secret with `/indonesia seal amount:<rupiah>`, in a DM with the bot or here (only you see the answer).
indonesia-refused-bids-open = This table's turn order bids are open, one after the other: bid with `/indonesia bid amount:<rupiah>` when your turn comes.
indonesia-refused-propose-none = `up_to:none` clears a maximum; a proposal sets one with a number, or none at all.
indonesia-refused-up-to = `{ $typed }` is not an amount: give your maximum in rupiah, e.g. `up_to:200`, or `up_to:none` to clear it.
indonesia-lowest-now = {" "}(the lowest bid now is { $lowest })
# $lowest: indonesia-lowest-now, or nothing.
indonesia-refused-raise-how = Give `amount:` for your new bid{ $lowest }, or `up_to:` for the most you would pay (the table then raises for you by the smallest legal bid while within it).
# $word: the word that names nothing, in quotes.
indonesia-refused-expand-place = `{ $typed }`: { $word } is neither a land area nor a sea. Land areas are named like Jabar3 or Sulsel1, seas like S7 (or by name, e.g. Laut Jawa); several go in order, "Jateng2 Jateng1" or "S7 S8"; the board picture shows every name.
indonesia-refused-expand-mixed = `{ $typed }` mixes land areas and seas: a production company expands into land areas, a shipping company places ships in seas.
indonesia-refused-bid-both = Give `amount:` to bid it yourself, or `up_to:` for the table to bid the least that puts you first each year, not both.
# $unclaimed: the unclaimed deeds, or indonesia-none.
indonesia-refused-not-deed = `{ $typed }` is not a deed. Deeds are named by era, kind and province, e.g. "A rice Bali" or "B shipping Jabar". Unclaimed now: { $unclaimed }.
indonesia-refused-not-player = `{ $typed }` is not a player at this game. Players: { $players }.
indonesia-refused-track = Give `track:` (bid, slots, mergers, expansion or hull), with `each:yes` to research it every year; `each:no` alone clears that order.
indonesia-refused-expand-stop = `{ $typed }`: name the areas (or seas) to expand into, in order, and end with `stop` to stop expanding, e.g. `expand:"Jabar4 Jabar5 stop"`, or `expand:stop` alone.
indonesia-refused-setup-money = The setup file sets the money rule itself: leave out `money:` or make them agree.
indonesia-refused-setup-bids = The setup file sets the bid rule itself: leave out `bids:` or make them agree.

## Buttons, menus and forms (the English as the command's words always read)

indonesia-label-ship = Ship by the plan on offer
indonesia-label-ship-plan = Ship by plan { $plan }
indonesia-label-merge = Merge #{ $first } and #{ $second }, bid { $bid }
indonesia-label-bid = Bid { $amount }
indonesia-label-seal = Seal a bid of { $amount }
indonesia-label-raise = Raise to { $amount }
indonesia-label-raise-up-to = Raise to { $amount }, up to { $up_to }
indonesia-label-clear-maximum = Clear your maximum
indonesia-label-up-to = Raise up to { $up_to }
indonesia-label-pass-year = Pass this year
indonesia-label-pass-every-year = Pass every year
indonesia-label-pass = Pass
indonesia-label-operate = Operate company #{ $company }
indonesia-label-prefer-none = Forget the shipping preferences
indonesia-label-prefer = Prefer shipping company #{ $company }
indonesia-label-city = City area { $area }
indonesia-label-remove = Remove area { $area }
indonesia-label-grow = Grow area { $area }
indonesia-label-expand = Expand at { $at }
indonesia-label-acquire = Acquire deed { $deed }, at { $at }
# $track: the track's word as typed.
indonesia-label-research = Research track { $track }
# $player: the seat's name.
indonesia-label-research-player = Research track { $track }, player { $player }
# The merger auction's form asking a secret maximum.
indonesia-form-button = Raise up to…
indonesia-form-title = Raise up to: your secret maximum
indonesia-form-field = Your maximum in rupiah (only you see it)
indonesia-form-hint = { $next } or more, within your cash
indonesia-menu-expand-many = Expand by up to { $left } areas, in the order you pick them

## The picture's captions (drawn by render; English as render's defaults)

indonesia-picture-title = Indonesia · year { $year } · { $players } players
indonesia-picture-era = Era
indonesia-picture-turn = TURN
indonesia-picture-track = { $track ->
        [bid] Bid
        [slots] Slots
        [mergers] Mergers
        [expansion] Expansion
       *[hull] Hull
    }
indonesia-picture-owns = owns
indonesia-picture-no-companies = no companies
# Before the count: "Unclaimed deeds (7)".
indonesia-picture-unclaimed-deeds = Unclaimed deeds
# Around a count of deeds left out: "and 3 more".
indonesia-picture-and = and
indonesia-picture-more = more
indonesia-picture-key = Key
indonesia-picture-company-good = company 3's good, ring = owner
indonesia-picture-company-ship = ship of company 3
indonesia-picture-city-size = city, size 2
indonesia-picture-land-link = land link
indonesia-picture-sea-link = sea link
indonesia-picture-planned-cargo = planned cargo

## The picture in words (its description, for those who cannot see it)

# $title: the picture's title with commas; $phase: indonesia-phase.
indonesia-words-head = { $title }: era { $era }, { $phase }.
indonesia-words-ships = { $count } { $count ->
        [one] ship
       *[other] ships
    }
indonesia-words-areas = { $count } { $count ->
        [one] area
       *[other] areas
    }
# $kind: shipping or the good; $home: its first deed's province; $held: one of the two above.
indonesia-words-company = company { $number }, { $kind } from { $home }, { $held }
indonesia-words-no-company = no company
indonesia-words-totals = { $cities } { $cities ->
        [one] city
       *[other] cities
    }, { $deeds } { $deeds ->
        [one] deed
       *[other] deeds
    } to acquire.
indonesia-words-plan = Shipping plan: { $goods } { $goods ->
        [one] good
       *[other] goods
    } on { $routes } { $routes ->
        [one] route
       *[other] routes
    }.
indonesia-suggest-prefer-none = none: forget the preferences
