@australian
Feature: What each player may see
  Every hand is dealt face down, and so is the kitty: nobody looks at it until
  the contractor takes it up, and then only the contractor knows its cards.
  The three cards the contractor puts back lie face down too. In open misère
  the contractor's remaining cards go face up once trick 1 is over, for every
  player to see, the partner who sits out included; that partner's own cards
  stay face down for the whole hand. A player's view of the table is asked
  with `observe` and a seat; a program that does not show seat views is not
  asked these cases.

  W deals from the deal "s-low-cards": N holds the joker, S low cards in every
  suit, and the kitty is 5H 8S 8C.

  Background:
    Given the deal "s-low-cards"

  @DEAL-01 @DEAL-05
  Rule: DEAL-05 Nobody sees the kitty before the contractor takes it

    Scenario: During the auction each player sees only their own hand
      Given the actions "N pass, E bid 6S"
      Then S sees only the hands of "S"
      And E sees only the hands of "E"
      And a spectator sees only the hands of "none"
      And S sees 10 cards in the hand of N

    Scenario: During the auction nobody sees the kitty
      Given the actions "N pass, E bid 6S"
      Then E does not see the kitty
      And W does not see the kitty
      And N does not see the kitty

  @KITTY-01
  Rule: KITTY-01 The contractor takes the kitty without showing it

    Scenario: Once the auction is won the contractor sees the kitty and nobody else does
      Given the actions "N pass, E bid 6S, S pass, W pass"
      Then E sees the kitty "5H 8S 8C"
      And S does not see the kitty
      And W does not see the kitty
      And E sees only the hands of "E"

    Scenario: The contractor's partner does not see the kitty either
      Given the actions "N pass, E bid 6S, S pass, W pass"
      Then W does not see the kitty
      And N sees 13 cards in the hand of E

  @KITTY-02
  Rule: KITTY-02 The contractor puts aside three cards

    Scenario: The discards are seen by the contractor alone
      Given the actions "N pass, E bid 6S, S pass, W pass, E discard 8D 6H 8H"
      Then E sees the discard "8D 6H 8H"
      And N does not see the discard
      And W does not see the discard
      And S sees 10 cards in the hand of E

  @MIS-03 @BID-14 @DECIDE-21 @DECIDE-22
  Rule: MIS-03 Open-misère cards go face up after trick 1

    Scenario: The open-misère hand is seen by nobody else before trick 1 is over
      Given the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS"
      Then W sees only the hands of "W"
      And N sees only the hands of "N"
      And a spectator sees only the hands of "none"

    Scenario: Once trick 1 is over every player sees the open-misère hand, the partner sitting out too
      Given the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS"
      Then W sees only the hands of "W S"
      And E sees only the hands of "E S"
      And N sees only the hands of "N S"
      And a spectator sees only the hands of "S"

  @DECIDE-21 @DECIDE-25
  Rule: DECIDE-21 What players can see in a misère

    Scenario: The partner sitting out a misère keeps their cards face down for the whole hand
      Given the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS"
      Then S sees only the hands of "S"
      And E sees only the hands of "E S"
      And a spectator sees only the hands of "S"
      And E sees 10 cards in the hand of N

    Scenario: In a plain misère no hand is put on view
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S" are taken
      Then the contractor's hand is not exposed
      And N holds "JK AS KS AC KC AD KD 6D KH JH"
