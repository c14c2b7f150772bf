@australian
Feature: Positions that no hand reaches are refused
  An implementation that opens positions (spec/pages/protocol.md, Positions) checks each one
  before it takes it, and refuses one that no hand of the variant can reach, naming the field and
  the rule it breaks: one scenario for each kind of bad position that the positions page lists
  under "When a position is refused". Each position is that of a hand of the first deal (W deals,
  N is contractor at 7NT), changed in one place. An implementation that does not open positions
  is not asked these cases: there is no route from a deal to a position no hand reaches.

  @DECK-04
  Scenario: A joker given twice is refused
    When the position "dealer W, N 7NT | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H JK | discards 4D 5D 4H | - | - | N to play" is opened
    Then the position is refused under DECK-04

  @DECK-01
  Scenario: A card from outside the pack is refused
    When the position "dealer W, N 7NT | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 3H | discards 4D 5D 4H | - | - | N to play" is opened
    Then the position is refused under DECK-01

  @DECK-01
  Scenario: A card of the pack missing from every hand, discard and trick is refused
    When the position "dealer W, N 7NT | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H | discards 4D 5D 4H | - | - | N to play" is opened
    Then the position is refused under DECK-01

  @DECIDE-36
  Scenario: A dealer who is not a seat of the game is refused
    When the position "dealer P1, N 7NT | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | - | N to play" is opened
    Then the position is refused under DECIDE-36

  @BID-16
  Scenario: A contract the game does not have is refused
    When the position "dealer W, N BMIS | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | - | N to play" is opened
    Then the position is refused under BID-16

  @KITTY-04
  Scenario: Two discards instead of three are refused
    When the position "dealer W, N 7NT | N 5S 6S KS AS 5C 6C 7C 8C 9C JK 4H, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D | - | - | N to play" is opened
    Then the position is refused under KITTY-04

  @KITTY-03
  Scenario: A card played before the discard is refused
    When the position "dealer W, N 7NT | N 5S 6S KS 5C 6C 7C 8C 9C JK 4D 5D 4H, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards ? | - | N AS | E to play" is opened
    Then the position is refused under KITTY-03

  @DECIDE-13
  Scenario: A card played before a pending nomination is refused
    When the position "dealer W, N 7NT, joker ? | N 5S 6S KS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | N AS | E to play" is opened
    Then the position is refused under DECIDE-13

  @PLAY-08
  Scenario: A complete trick short of a card is refused
    When the position "dealer W, N 7NT | N 5S 6S KS 5C 6C 7C 8C 9C JK, E QC KC AC KD AD JH QH KH AH, S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | N AS 7S 8S | - | N to play" is opened
    Then the position is refused under PLAY-08

  @DEAL-01
  Scenario: A hand of eleven cards before any play is refused
    When the position "dealer W, N 7NT | N 5S 6S KS AS 5C 6C 7C 8C 9C JK AH, E 7S QC KC AC KD AD JH QH KH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | - | N to play" is opened
    Then the position is refused under DEAL-01

  @JOKER-05
  Scenario: A joker nominated in a trump contract is refused
    When the position "dealer W, N 7S, joker H | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | - | N to play" is opened
    Then the position is refused under JOKER-05

  @JOKER-05
  Scenario: A joker nominated by a contractor without it is refused
    When the position "dealer W, E 7NT, joker H | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | - | E to play" is opened
    Then the position is refused under JOKER-05

  @PLAY-01
  Scenario: A first trick led by another seat than the contractor is refused
    When the position "dealer W, N 7NT | N 5S 6S KS 5C 6C 7C 8C 9C JK, E QC KC AC KD AD JH QH KH AH, S 9S 10S JS QS JC 6D 7D 9H 10H, W 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | E 7S 8S 10C AS | - | E to play" is opened
    Then the position is refused under PLAY-01

  @PLAY-06
  Scenario: A trick led by another seat than the winner of the one before is refused
    When the position "dealer W, N 7NT | N 5S 6S KS 6C 7C 8C 9C JK, E KC AC KD AD JH QH KH AH, S 9S 10S JS QS 6D 7D 9H 10H, W 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | N AS 7S 8S 10C, E QC JC 8D 5C | - | E to play" is opened
    Then the position is refused under PLAY-06

  @PLAY-03
  Scenario: A recorded revoke is refused
    When the position "dealer W, N 7NT | N 5S 6S KS 5C 6C 7C 8C 9C JK, E 7S KC AC KD AD JH QH KH AH, S 9S 10S JS QS JC 6D 7D 9H 10H, W 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | N AS QC 8S 10C | - | N to play" is opened
    Then the position is refused under PLAY-03

  @JOKER-10
  Scenario: A suit named for a card that is not a suitless joker is refused
    When the position "dealer W, N 7NT | N 5S 6S KS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | N AS:H | E to play" is opened
    Then the position is refused under JOKER-10

  @PLAY-01
  Scenario: A turn the rules do not give is refused
    When the position "dealer W, N 7NT | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | - | E to play" is opened
    Then the position is refused under PLAY-01
