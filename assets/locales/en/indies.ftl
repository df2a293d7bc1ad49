# East Indies texts: events, the channel's digest, what the game waits for, status, hand,
# notices, refusals, the commands' words and the picture's captions.

## Words

indies-whose = { $ends ->
        [s] { $who }'
       *[other] { $who }'s
    }
indies-florins = { $count ->
        [one] { $count } florin
       *[other] { $count } florins
    }
indies-bounds = { $count ->
        [one] { $count } bound
       *[other] { $count } bounds
    }
indies-units = { $count } { $unit ->
        [caravel] { $count ->
            [one] caravel
           *[other] caravels
        }
        [carrack] { $count ->
            [one] carrack
           *[other] carracks
        }
        [galleon] { $count ->
            [one] galleon
           *[other] galleons
        }
        [soldier] { $count ->
            [one] soldier
           *[other] soldiers
        }
        [leader] { $count ->
            [one] leader
           *[other] leaders
        }
       *[explorer] { $count ->
            [one] explorer
           *[other] explorers
        }
    }
indies-upkept-plural = { $thing ->
        [caravel] caravels
        [carrack] carracks
        [galleon] galleons
        [soldier] soldiers
        [leader] leaders
        [explorer] explorers
        [fort] forts
       *[factory] factories
    }
indies-things = { $count } { $thing ->
        [fort] { $count ->
            [one] fort
           *[other] forts
        }
        [factory] { $count ->
            [one] factory
           *[other] factories
        }
        [ship] { $count ->
            [one] ship
           *[other] ships
        }
        [soldier] { $count ->
            [one] soldier
           *[other] soldiers
        }
       *[change-up] { $count ->
            [one] change-up
           *[other] change-ups
        }
    }
indies-then = { $first }, then { $next }
indies-nothing = nothing
indies-no-effect = no effect
indies-any-company = any company
indies-in-fleet = in fleet { $fleet }
indies-at-site = at { $site }
indies-fleet-of = { $whose } fleet { $fleet }
indies-stage = { $stage ->
        [outfitting] Outfitting
        [initial-voyages] Initial trans-oceanic movement
        [indies-movement] Indies movement
        [combat] Interceptions and combat
        [attrition] Attrition
        [invasions] Invasions
        [factories] Factory segment
        [commodities] Commodities segment
        [spices] Spices segment
        [cargo] Loading and unloading
        [final-voyages] Final trans-oceanic movement
        [treasury] Treasury segment
       *[maintenance] Maintenance
    }

## Events

indies-initiative = Initiative for { $year }: { $rolls }. Order: { $order }.
indies-round-opened = { $year }, order round { $round } is open: send your orders ({ $round ->
        [1] purchases, movement, patrols, attacks, invasions, factory attempts and forts
       *[other] loading, unloading, change-ups, garrisons and the final voyages
    }), then seal them.
indies-order-added = Order { $number } added: { $order }.{ $note }
indies-order-replaced = Order { $number } is now: { $order }.{ $note }
indies-order-withdrawn = Order { $number } withdrawn ({ $order }).
indies-draft-cleared = Your draft is empty.
indies-sealed = { $who } has sealed its orders ({ $sealed } of { $of }).
indies-lapsed = { $who } did not seal in time and plays the default orders: stay put, buy nothing.
indies-revealed-count = { $who } { $count ->
        [0] none
       *[other] { $count }
    }
indies-revealed = The orders of { $year }, round { $round }, are revealed and carried out (orders: { $counts }).
indies-skipped = { $who }'s order is not carried out ({ $order }): { $reason }
indies-standing-order = { $whose } standing order: { $order }.
indies-patrolling = { $whose } squadron { $fleet } in the { $csb } will intercept { $whom } at { $odds } or better{ $laden ->
        [yes] , laden fleets only
       *[no] {""}
    }.
indies-bought = { $who } buys { $units } for fleet { $fleet } ({ $cost }).
indies-sailed = { $who }'s fleet { $fleet } sails { $path }: { $bounds }, { $cost }.
indies-drawn = { $area }: { $who }'s fleet { $fleet } is the first there and draws { $die }: { $commodity }.
indies-halved = { $bounds }, halved to { $to }
indies-attrition-no-roll = Attrition, { $who }'s fleet { $fleet } ({ $kind ->
        [voyage] voyage
       *[indies] Indies movement
    }, { $bounds }): no roll.
indies-no-loss = no loss
indies-fleet-lost = the whole fleet is lost: { $loss }
indies-lost = lost: { $loss }
indies-attrition = Attrition, { $who }'s fleet { $fleet } ({ $kind ->
        [voyage] voyage
       *[indies] Indies movement
    }, { $bounds }): { $dice }: { $lost }.
indies-roll-leader = { $die } + leader { $bonus } = { $total }
indies-roll-leader-plus = { $die } + leader = { $total }
indies-roll-bribe = { $die } + bribe { $bribe } = { $total }
indies-interception = { $whose } squadron { $fleet } goes after { $target } ({ $cost }): { $roll }, { $success ->
        [yes] intercepted
       *[no] it slips away
    }.
indies-no-battle = No battle between { $attacker } and { $defender }: { $attack } to { $defence } is below the table.
indies-factory-founded = { $site }: { $roll }, { $who } founds a factory.
indies-factory-natural = { $site }: { $die }, a natural { $die } always fails; { $who } founds no factory.
indies-factory-failed = { $site }: { $roll }, { $who } founds no factory.
indies-fort-built = { $who } builds a fort at { $site } ({ $cost }).
indies-prices = Prices: { $prices }.
indies-share-at = { $who } at { $site }
indies-share-whole = { $area } ({ $commodity }, { $price }): a whole share to { $who }.
indies-share-each = { $area } ({ $commodity }, { $price }): 1/{ $share } each to { $who }.
indies-loaded = { $who }'s fleet { $fleet } loads { $count } × { $marker } at { $site }.
indies-unloaded = { $who }'s fleet { $fleet } unloads { $count } × { $marker } at { $site }.
indies-garrisoned = { $who }'s fleet { $fleet } lands { $soldiers } in the garrison of { $site }.
indies-embarked = { $who }'s fleet { $fleet } embarks { $soldiers } from { $site }.
indies-changed-up = { $who } changes up { $commodity } { $from } into { $commodity } { $into } { $at }.
indies-sale = { $count ->
        [one] { $marker } for { $price }
       *[other] { $count } × { $marker } for { $price } each
    }
indies-sold = { $who } sells fleet { $fleet }'s cargo in { $europe }: { $sales }; { $total }.
indies-subsidy = { $who }'s royal subsidy: { $die } × { $per } = { $amount }.
indies-upkeep-paid = { $who } pays { $paid } upkeep.
indies-upkeep-short = { $who } cannot pay { $due } upkeep and removes { $removed }; it pays { $paid }.
indies-left-csb = { $who } has no factory left: its fleet { $fleet } leaves the { $csb } for { $to }.
indies-final-score = { $who } { $score } ({ $treasury }, { $factories } { $factories ->
        [one] factory
       *[other] factories
    })
indies-game-over = Game over. { $scores }. { $winner } wins!
indies-bribe-note = A bribe of { $useful } already makes every roll but a natural { $fails } succeed: the rest changes nothing, and the bribe is paid whatever the result.
indies-odds-shifted = { $before }, shifted to { $after } by the { $side ->
        [attacker] attacker
       *[defender] defender
    }'s leader
indies-battle-in = Battle in { $area }
indies-battle = Battle
indies-battle-report = { $place }: { $attacker } ({ $attack }) against { $defender } ({ $defence }): { $odds }; die { $die }: { $outcome }.
indies-battle-loses = { $who } loses { $loss }{ $whole ->
        [yes] {" "}(the fleet is lost)
       *[no] {""}
    }.
indies-battle-taken = The winner takes { $markers } aboard.
indies-invasion = { $who }'s fleet { $fleet } invades { $site } of { $defender } ({ $cost }): { $attack } against { $defence }, { $odds }; die { $roll }: { $outcome }.
indies-loses = { $who } loses { $lost }.
indies-site-falls = { $site } falls to { $who }.
indies-site-falls-with = { $site } falls to { $who } with { $markers }.
indies-removal-unit = { $units } of fleet { $fleet }
indies-removal-fleet-lost = (fleet { $fleet } is lost with { $loss })
indies-removal-with = (with { $loss })
indies-removal-garrison = { $soldiers } of { $site }'s garrison
indies-removal-fort = a fort at { $site }
indies-removal-factory = the factory at { $site }
indies-removal-factory-with = the factory at { $site } (with { $markers })

## Orders as the draft and the reveal tell them

indies-order-buy = buy { $units } for fleet { $fleet }
indies-order-home = fleet { $fleet } sails home to { $europe }
indies-order-voyage = fleet { $fleet } sails to { $to }
indies-order-sail = fleet { $fleet } sails on to { $path }
indies-order-enter-csb = fleet { $fleet } enters the { $csb }
indies-order-leave-csb = fleet { $fleet } leaves the { $csb } for { $to }
indies-order-patrol = fleet { $fleet } patrols: intercept { $whom } at { $odds } or better{ $laden ->
        [yes] , laden fleets only
       *[no] {""}
    }
indies-order-attack = fleet { $fleet } attacks fleet { $target } of { $company }
indies-order-invade = fleet { $fleet } invades { $site }
indies-order-attempt = fleet { $fleet } attempts a factory at { $site } with a bribe of { $bribe }
indies-order-fort = fleet { $fleet } builds a fort at { $site }
indies-order-load = fleet { $fleet } loads { $markers } at { $site }
indies-order-unload = fleet { $fleet } unloads { $markers } at { $site }
indies-order-garrison = fleet { $fleet } garrisons { $soldiers } at { $site }
indies-order-embark = fleet { $fleet } embarks { $soldiers } from { $site }
indies-order-change-up = change up { $commodity } { $from } into { $into } { $at }
indies-order-maintenance-default = maintenance: the default removal order
indies-order-maintenance = maintenance: remove { $first } first

## The channel's digest of a reveal

indies-digest-initiative = Initiative for { $year } (treasury × die): { $values }.
indies-digest-over = Game over: { $who } wins with a score of { $score }!
indies-digest-final-scores = Final scores:
indies-digest-details = { $revealed } Details: `/game log`.
indies-digest-not-carried-out = Orders not carried out
indies-digest-harmed = { $whose } fleet { $fleet } { $harmed ->
        [lost] is lost with { $loss }
       *[loses] loses { $loss }
    }
indies-digest-label = { $label ->
        [invasions] Invasions
        [outfitting] Outfitting
        [attrition] Attrition
        [factories] Factories
        [shares] Output shared (markers)
        [loading] Loading
       *[florins] Florins
    }
indies-digest-buys = buys { $units }
indies-digest-moves = { $moves ->
        [out] Voyages out
        [home] Voyages home
       *[indies] Indies movement
    }
indies-digest-outfitting-and = Outfitting and { $moves ->
        [out] voyages out
        [home] voyages home
       *[indies] indies movement
    }
indies-digest-unharmed = { $count } { $others ->
        [yes] other{" "}
       *[no] {""}
    }{ $count ->
        [one] fleet
       *[other] fleets
    }, no loss
indies-digest-draws = draws { $drawn }
indies-digest-money = { $what ->
        [sales] sales
        [subsidy] subsidy
       *[upkeep] upkeep
    } { $amount }
indies-digest-factories = { $what ->
        [founds] founds { $sites }
        [fails] fails at { $sites }
       *[fort] builds a fort at { $sites }
    }
indies-digest-cargo = { $verb ->
        [loads] loads
        [unloads] unloads
        [lands] lands
       *[embarks] embarks
    } { $what }
indies-digest-takes = takes { $site } from { $from }
indies-digest-takes-with = takes { $site } from { $from } with { $markers }
indies-digest-fails-at = fails at { $site }
indies-digest-losing = , losing { $soldiers }
indies-digest-defender-loses = { $who } loses { $lost }

## What the game waits for, the status, the hand and the notices

indies-fleet-at = fleet { $fleet } in { $at }:{" "}
indies-fleet-cargo = ; cargo { $markers }
indies-round-orders-none = Round { $round } is for { $round ->
        [1] purchases in Europe, voyages and sailing, the Command of the Seas, attacks, invasions, factories and forts
       *[other] loading and unloading at your factories, garrisons, change-ups and the voyages home
    }; you have no such order to give now.
indies-round-orders = Round { $round } is for { $round ->
        [1] purchases in Europe, voyages and sailing, the Command of the Seas, attacks, invasions, factories and forts
       *[other] loading and unloading at your factories, garrisons, change-ups and the voyages home
    }. Orders you can give now, for example:
indies-stores = { $site } stores { $stores }
indies-no-factory-yet = You have no factory yet.
indies-own-factories = Your factories: { $factories }.
indies-notice-head = { $year }, order round { $round } at { $channel }: you are { $nation } with { $treasury }.
indies-notice-how = Each order is checked at once and goes into your private draft; add `replace:<n>` to put it in place of order n. `/game hand` lists your draft, `/indies withdraw number:<n>` takes one out, `/indies clear` empties it, and `/indies seal` seals the round (send them here, or in the channel where only you see the answers). The channel sees only who has sealed.
indies-waiting = { $year }, order round { $round }: waiting for { $who } to seal their secret orders.
indies-over-won = Game over: { $who } won.
indies-intro = East Indies begins, { $first } to { $last }!
    Companies: { $companies }.
    Every company starts in Europe with its treasury; each year has two order rounds of sealed orders, revealed together.
indies-status-line = { $year }, order round { $round }: { $sealed } of { $of } companies have sealed.
indies-status-head = East Indies at { $channel }, { $year } (year { $nth } of { $of }).
indies-status-company = { $company } · { $treasury } · { $factories } (upkeep { $upkeep }) · score { $score }{ $sealed ->
        [yes] {" "}· sealed
       *[no] {""}
    }
indies-status-commodities = Commodities:
indies-status-prices = Prices of a whole share:
indies-hand-sealed-none = You have sealed this round's orders (none).
indies-hand-sealed = You have sealed this round's orders:
indies-hand-empty = Your draft is empty: add orders, then `/indies seal`.
indies-hand-draft = Your draft (not sealed yet):

## The table's words

indies-no-hand = You have no seat at this game, so you have no orders to see.
indies-no-undo = East Indies orders are changed before they are sealed, not undone: `/game hand` lists your draft, `/indies withdraw number:<n>` takes one out, `/indies clear` empties it. Sealed orders stand.
indies-years = { $years } years

## Buttons and menus

# An order's or a command's name, then each option's name before its value: "Voyage fleet A, to Europe".
indies-label-buy = Buy
indies-label-voyage = Voyage
indies-label-sail = Sail
indies-label-csb = Csb
indies-label-leave = Leave
indies-label-attack = Attack
indies-label-invade = Invade
indies-label-patrol = Patrol
indies-label-attempt = Attempt
indies-label-fort = Fort
indies-label-load = Load
indies-label-unload = Unload
indies-label-garrison = Garrison
indies-label-embark = Embark
indies-label-changeup = Changeup
indies-label-maintenance = Maintenance
indies-label-withdraw = Withdraw
indies-label-clear = Clear
indies-label-seal = Seal
indies-label-fleet = fleet
indies-label-unit = unit
indies-label-count = count
indies-label-to = to
indies-label-company = company
indies-label-target = target
indies-label-site = site
indies-label-odds = odds
indies-label-laden = laden
indies-label-bribe = bribe
indies-label-marker = marker
indies-label-at = at
indies-label-commodity = commodity
indies-label-shares = shares
indies-label-first = first
indies-label-number = number
indies-label-replace = replace
indies-label-any = any
indies-label-none = none

## Refusals

indies-refused-over = The game is over.
indies-refused-sealed = You have sealed your orders for order round { $round } of { $year }; they cannot change now. Waiting for { $waiting } more { $waiting ->
        [one] company
       *[other] companies
    } to seal.
indies-refused-not-an-order = `order:{ $word }` is not an order of `{ $command }`: { $words }.
indies-refused-unused-option = `{ $named }` does not use `{ $key }:`; it takes { $takes }.
indies-refused-voyage-to = `to:{ $value }` is not Europe or an Indies area. The areas: { $areas }.
indies-refused-target = `target:{ $value }` is not a fleet: fleets are named by one letter.
indies-refused-at = `at:{ $value }` is neither a fleet letter nor a site: change up in a fleet's hold (its letter) or at your factory (its site).
indies-refused-shares = `shares:{ $value }` is not a list of shares: write each part's denominator, like "3 3 3" for three 1/3 markers.
indies-refused-first = `first:{ $value }`: "{ $word }" is not something upkept: units (caravel, carrack, galleon, soldier, leader, explorer), fort or factory.
indies-refused-fleet = `fleet:{ $value }` is not a fleet: fleets are named by one letter, A to Z.
indies-did-you-mean = {" "}Did you mean { $name }?
# $guess: indies-did-you-mean, or nothing.
indies-refused-area = `{ $key }:{ $value }` is not an Indies area.{ $guess } The areas: { $areas }.
indies-hint-area = {" "}That is an area; name one of its sites (the picture shows them under each area).
# $hint: indies-hint-area, indies-did-you-mean, or nothing.
indies-refused-site = `site:{ $value }` is not a site.{ $hint } Sites are the coastal towns listed under each area, e.g. Bantam, Goa or Ternate.
indies-refused-unit = `unit:{ $value }` is not a unit. Units: { $units }.
indies-refused-marker = `marker:{ $value }` is not a commodity marker: write the commodity and its share, like "cloves 1/3" (or just "cloves" for a whole share). Commodities: { $commodities }.
indies-refused-commodity = `commodity:{ $value }` is not a commodity. Commodities: { $commodities }.
indies-refused-company = `company:{ $value }` is not a company of this game: name its nation ({ $nations }) or its player ({ $players }).
indies-refused-path = `to:{ $value }`: "{ $word }" is not an Indies area. The areas: { $areas }.
indies-refused-path-empty = `to:` is empty: name the areas to sail through, in order, e.g. "Java Borneo".
indies-refused-odds = `odds:{ $value }` is not a column of the combat table: { $columns }.

## The engine's refusals (an order checked in a draft, or not carried out at the reveal)

indies-refused-no-site = There is no site number { $site }.
indies-refused-no-area = There is no area number { $area }.
indies-refused-no-commodity = There is no commodity number { $commodity }.
indies-refused-no-marker = There is no such marker.
indies-refused-no-seat = No company sits at seat { $company } in this game.
indies-refused-port = { $site } is not your factory: cargo is handled only at your own factories.
indies-refused-port-area = Fleet { $fleet } is in { $at }, not in { $area } where { $site } lies.
# $what: markers ("2 × cloves 1/3") or indies-refused-soldiers.
indies-refused-room = Fleet { $fleet } has { $free } free cargo points (of { $capacity }), and { $what } take { $points }.
indies-refused-soldiers = { $count } soldier(s)
indies-refused-stores = { $site } stores { $have } × { $marker }.
indies-refused-carries = Fleet { $fleet } carries { $have } × { $marker }.
indies-refused-garrison-none = Garrison at least 1 soldier.
indies-refused-aboard = Fleet { $fleet } has { $have } soldier(s) aboard.
indies-refused-embark-none = Embark at least 1 soldier.
indies-refused-garrisoned = { $site } has { $have } soldier(s) in its garrison.
indies-refused-change-up = A change-up merges two or more markers whose fractions add to an exact share (three 1/3 into 1/1, two 1/4 into 1/2).
indies-refused-not-yours = { $site } is not your factory.
indies-refused-change-up-markers = There are not enough { $marker } markers there for this change-up.
indies-refused-move-none = Move at least 1 marker.
indies-refused-fight-where = Fleet { $fleet } will be in { $at }: fleets fight in the Indies areas.
indies-refused-attacked = Fleet { $fleet } already attacks this round.
indies-refused-own-fleet = Fleet { $fleet } is one of your own.
indies-refused-no-enemy-fleet = { $nation } has no fleet { $fleet }.
indies-refused-enemy-away = Fleet { $fleet } of { $nation } is not in { $area }.
indies-refused-odds-low = The odds, { $attack } to { $defence }, are below { $column }: no { $action ->
        [attack] attack
       *[invasion] invasion
    }.
# $what: indies-refused-costly or indies-refused-costly-voyage; $cost, $bounds, $ships counted.
indies-refused-bounds-cost = Fleet { $fleet }'s { $what } costs { $cost } ({ $bounds } × { $ships }), and your treasury would hold { $have } by then.
indies-refused-costly = { $what ->
        [attack] attack
        [invasion] invasion
        [indies] Indies movement
        [csb-in] move into the CSB
       *[csb-out] move out of the CSB
    }
indies-refused-costly-voyage = voyage to { $to }
indies-refused-site-area = Fleet { $fleet } will be in { $at }, not in { $area } where { $site } lies.
indies-refused-invaded = Fleet { $fleet } already invades this round.
indies-refused-no-soldiers = Fleet { $fleet } has no soldiers to invade { $site } with.
indies-refused-no-factory-there = There is no factory at { $site } to invade.
indies-refused-own-factory = { $site } is your own factory.
indies-refused-no-leader = Fleet { $fleet } has no leader to attempt a factory at { $site }.
indies-refused-no-explorer = Fleet { $fleet } has no explorer to make landfall at { $site }: a factory attempt needs one (E 2.2.1).
indies-refused-attempted = Fleet { $fleet }'s { $leaders ->
        [1] leader already attempts
       *[other] leaders already attempt
    } a factory this year: one attempt per leader.
indies-refused-bribe-max = A bribe is at most { $max } florins.
indies-refused-factory-yours = You already have a factory at { $site }.
indies-refused-factory-taken = { $site } already has a factory of { $nation }: one factory per site.
indies-refused-bribe-cost = A bribe of { $bribe }, and your treasury would hold { $have } by then.
indies-refused-fort-where = { $site } is not your factory: forts are built at your own factories.
indies-refused-fort-cost = A fort costs { $cost } florins, and your treasury would hold { $have } by then.
indies-refused-buy-count = Buy between 1 and { $max } units at a time.
indies-refused-fleet-letter = Fleets are lettered A to Z.
indies-refused-buy-where = Fleet { $fleet } is in { $at }, not in { $europe }: units are bought only in { $europe }, for a fleet there (give a new letter for a new fleet).
indies-refused-buy-room = Fleet { $fleet } has cargo room for { $room } more { $room ->
        [1] soldier
       *[other] soldiers
    }; buy ships first.
# $units: indies-units.
indies-refused-buy-cost = { $units } cost { $cost } florins, and your treasury would hold { $have } by then.
indies-refused-maintenance-twice = The maintenance order names each kind once.
indies-refused-no-fleets = You have no fleet { $fleet }: you have no fleets yet (buy units for one in Europe).
indies-refused-no-fleet = You have no fleet { $fleet }; your fleets are { $fleets }.
indies-refused-no-ships = Fleet { $fleet } has no ships: buy ships for it in Europe first.
indies-refused-voyaged = Fleet { $fleet } already makes a voyage this round.
indies-refused-voyage-from-csb = Fleet { $fleet } is in the { $csb }, which is not next to { $europe }: leave it for an Indies area first.
indies-refused-voyage-to-csb = The { $csb } is not next to { $europe }; a fleet enters it from an Indies area.
indies-refused-in-europe = Fleet { $fleet } is in { $europe } already.
indies-refused-voyage-indies = A voyage goes between { $europe } and the Indies; fleet { $fleet } is in { $from }: to reach { $to } use Indies movement.
indies-refused-stockpile = Fleet { $fleet }'s markers are sold in { $europe } this year and may not be stockpiled there or sail out again (E 5.2).
indies-refused-steps = Indies movement takes 1 to { $steps } steps between adjacent areas.
indies-refused-sailed = Fleet { $fleet } has already moved in the Indies this round (entering or leaving the { $csb } ends the move).
indies-refused-sail-from-europe = Fleet { $fleet } will be in { $europe }: Indies movement starts in an Indies area (sail there with a voyage).
indies-refused-sail-from-csb = Fleet { $fleet } is in the { $csb }: leave it for an area instead.
indies-refused-not-adjacent = { $to } is not next to { $from }.
indies-refused-csb-moved = Fleet { $fleet } already enters or leaves the { $csb } this round.
indies-refused-csb-from = Fleet { $fleet } will be in { $at }: the { $csb } is entered from an Indies area.
indies-refused-csb-factory = Only a company with a factory in the Indies may keep ships in the { $csb } (E 6.1).
indies-refused-csb-cargo = Ships in the { $csb } carry no cargo, and fleet { $fleet } will have { $markers } marker(s) and { $soldiers } soldier(s) aboard: unload them first.
indies-refused-not-in-csb = Fleet { $fleet } is not in the { $csb }.
indies-refused-patrol-where = Fleet { $fleet } will not be in the { $csb }: only a squadron there intercepts.
indies-refused-patrol-own = A squadron does not intercept its own company.
indies-refused-patrol-odds = The odds must be a column of the combat table.
# An order of another round: $kind as Order::kind_key, $round the order's, $open the round open now.
indies-refused-other-round = { $kind ->
        [buy] Buying
        [voyage] A voyage
        [sail] Indies movement
        [csb] Entering the CSB
        [leave] Leaving the CSB
        [patrol] A patrol
        [attack] An attack
        [invade] An invasion
        [attempt] A factory attempt
        [fort] Building a fort
        [load] Loading
        [unload] Unloading
        [garrison] Garrisoning
        [embark] Embarking soldiers
        [changeup] A change-up
       *[maintenance] The maintenance order
    } belongs to { $round ->
        [1] order round 1 (purchases, movement, patrols, attacks, invasions, factories and forts)
       *[other] order round 2 (loading, unloading, change-ups, garrisons and the final voyages)
    }; this is { $open ->
        [1] order round 1 (purchases, movement, patrols, attacks, invasions, factories and forts)
       *[other] order round 2 (loading, unloading, change-ups, garrisons and the final voyages)
    }.
# $order: the order as the draft tells it; $why: the engine's refusal of it.
indies-refused-then = Then order { $number } ({ $order }) could not be carried out: { $why }
indies-refused-withdraw-breaks = Order { $withdrawn } cannot be withdrawn: without it, order { $number } ({ $order }) could not be carried out: { $why }
indies-refused-draft-full = A draft holds at most { $max } orders.
indies-refused-draft-empty = Your draft is empty.
indies-refused-no-order = Your draft has { $orders ->
        [1] 1 order
       *[other] orders 1 to { $orders }
    }; there is no order { $number }.
# Why an order was not carried out: its fleet went down earlier in the round.
indies-skipped-sunk-in = fleet { $fleet } was sunk in the battle in { $area }.
indies-skipped-sunk = fleet { $fleet } was sunk in the battle.
indies-skipped-lost = fleet { $fleet } was lost at sea.

## The picture's header and its description

indies-picture-round = Order round { $round }
indies-picture-sealed = { $sealed } of { $of } companies have sealed their orders
indies-picture-over = Game over
indies-picture-wins = { $who } ({ $nation }) wins
indies-picture-title = East Indies · { $companies } companies
indies-words-head = East Indies, { $year }, year { $nth } of { $of }, { $phase }
indies-words-score = , score { $score }
indies-words-sealed = , sealed
indies-words-not-sealed = , not sealed
indies-words-in-europe = in Europe
indies-words-in-csb = in the Command of the Seas

## The picture

# The map's and the panel's captions. The picture draws a number beside some: "year 4 of 12",
# "Eur 8", "+2 more", "sunk: N-A", "Ambon taken by N", "treasury 212 fl", "score 130",
# "+3 more fleets", "cargo Cl 1/3". Names (areas, sites, nations, commodities) stay.
indies-picture-year = year
indies-picture-of = of
indies-picture-europe = Europe
indies-picture-europe-note = sail to an area for its Eur bounds
indies-picture-csb = CSB
indies-picture-csb-note = Command of the Seas: 1 bound
indies-picture-eur = Eur
indies-picture-no-commodity = no commodity drawn yet
indies-picture-more = more
indies-picture-battle = ⚔ battle
indies-picture-sunk = sunk
indies-picture-taken-by = taken by
indies-picture-held-against = held against
indies-picture-companies = Companies
indies-picture-companies-in-order = Companies, in initiative order
indies-picture-prices = Prices
indies-picture-prices-note = florins a full share
indies-picture-treasury = treasury
indies-picture-fl = fl
indies-picture-factory = factory
indies-picture-factories = factories
indies-picture-orders-sealed = ✓ orders sealed
indies-picture-drafting = drafting orders
indies-picture-score = score
# A fleet's units after a count: one, then several.
indies-picture-unit-one = { $unit ->
        [caravel] caravel
        [carrack] carrack
        [galleon] galleon
        [soldier] soldier
        [leader] leader
       *[explorer] explorer
    }
indies-picture-unit-many = { $unit ->
        [caravel] caravels
        [carrack] carracks
        [galleon] galleons
        [soldier] soldiers
        [leader] leaders
       *[explorer] explorers
    }
indies-picture-cargo = cargo
indies-picture-no-fleets = no fleets
indies-picture-more-fleets = more fleets
# The key: a fleet counter (N, A, 3 ships), a factory's flag, a marker chip (Cl 1/3), a
# distance badge and a link are drawn beside these.
indies-picture-key = Key
indies-picture-key-fleet = fleet A of the Netherlands (N):
indies-picture-key-ships = 3 ships; crate = cargo aboard
indies-picture-key-factory = factory of England
indies-picture-forts = forts
indies-picture-soldiers = soldiers
indies-picture-key-share = a third share of cloves
indies-picture-key-bounds = bounds to Europe
indies-picture-key-adjacent = adjacent areas: 2 bounds a step
