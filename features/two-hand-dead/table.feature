@two-hand-dead
Feature: The two-hand table with a dead hand
  Two players each play for themselves with the three-player pack: 33 cards,
  A K Q J 10 9 8 7 in every suit and the joker. A third hand is dealt face
  down on the dealer's left and is dead: it receives the first packet of every
  round, the widow's three cards follow the first round, and nobody ever holds,
  sees or plays the dead hand's ten cards.

  @DECK-02 @DECK-04
  Rule: DECK-02 The pack has 33 cards

    Scenario: The pack has 33 cards, the joker among them
      Then the pack has 33 cards
      And the pack holds "AS 7S AC 7C AD 7D AH 7H JK"
      And the pack does not hold "6S 6C 6D 6H"

  @DEAL-07 @DEAL-04 @DECIDE-45 @DECIDE-03 @DEAL-01
  Rule: DEAL-07 Two-hand dead hand, a third hand dealt out of play

    Scenario: P2 deals: the dead hand, P1 and P2 in each round, the widow after the first
      Given P2 deals from the pack "7S 10C 9C JK JS JC 10S 9S QH 8S 9H 8D 8C JD 10D 9D AS KS QS AH JH 10H KD QD 7D 8H 7H KH AD 7C AC KC QC"
      Then P1 holds "JK JS JC AS KS QS AH KH AD 7C"
      And P2 holds "10S 9S QH JH 10H KD QD AC KC QC"
      And the kitty is "8S 9H 8D"

    Scenario: When P1 deals, the dead hand still takes the first packet and P2 the second
      Given P1 deals from the pack "7S 10C 9C JK JS JC 10S 9S QH 8S 9H 8D 8C JD 10D 9D AS KS QS AH JH 10H KD QD 7D 8H 7H KH AD 7C AC KC QC"
      Then P2 holds "JK JS JC AS KS QS AH KH AD 7C"
      And P1 holds "10S 9S QH JH 10H KD QD AC KC QC"
      And the kitty is "8S 9H 8D"

    Scenario: Each player holds ten cards, the widow three; the ten others are in no hand
      Given the deal "two-hand-dead-p1-joker"
      Then P1 holds 10 cards
      And P2 holds 10 cards
      And the kitty is "8S 9H 8D"

    Scenario: A pack with a card missing is refused
      When P2 deals from the pack "7S 10C 9C JK JS JC 10S 9S QH 8S 9H 8D 8C JD 10D 9D AS KS QS AH JH 10H KD QD 7D 8H 7H KH AD 7C AC KC"
      Then the position is refused under DEAL-07

  @SEAT-07 @SEAT-03 @DECIDE-36
  Rule: SEAT-07 Two players, each alone against the other

    Scenario: Two players, each a side of their own; the dead hand is no player
      Given the deal "two-hand-dead-p1-joker"
      Then the players are "P1 P2" in turn order
      And the sides are "P1 P2"

  @DEALER-02 @DECIDE-04
  Rule: DEALER-02 The lowest card drawn deals first

    Scenario: The joker is the lowest card of the draw
      When the players draw "P1 7C, P2 JK"
      Then P2 deals

    Scenario: Two aces draw again
      When the players draw "P1 AS, P2 AD"
      And they draw again "P1 10C, P2 8D"
      Then P2 deals
