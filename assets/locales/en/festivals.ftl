# The Festivals' texts: events, prompts, status, hand, refusals, command words and the
# picture's captions. English: the bot's texts as they always were (the tests and
# examples/festivals-game.txt compare them byte for byte).

## Refusals of the table's commands

festivals-no-hand = You have no seat at this game, so you hold no tickets.
festivals-no-undo = The Festivals has no undo: its Golden Rule says a ticket once placed cannot be moved or taken back, so place your tickets carefully.
