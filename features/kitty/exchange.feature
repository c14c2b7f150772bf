@australian @american
Feature: From the last call to the opening lead: the kitty exchange and the joker's nomination
  Between the auction and the first trick come two steps of the contractor
  alone, each played here from the deal rather than from a position: the
  contractor picks up the three kitty cards and sets aside exactly three
  cards of the thirteen then held, and a contractor at no trumps or in misère
  who still holds the joker then says which suit it belongs to, or that it
  has none. In a trump contract the joker is the top trump and nothing is
  asked. Only after these steps does the contractor lead.

  In the deal "one-suit-each" W deals, so N calls first; N holds spades, E
  clubs, S diamonds and W hearts, and the kitty is JK 4D 4H. In the deal
  "n-joker-no-red" N holds the joker, spades and clubs, and the kitty is
  5D 4D 4H. Every auction here is one round of calls, the same in both games.

  @KITTY-01
  Rule: KITTY-01 The contractor takes the kitty without showing it

    Scenario: The kitty goes to S, who won the auction, not to N, who called first
      Given the deal "one-suit-each"
      When the actions "N pass, E pass, S bid 7D, W pass" are taken
      Then S holds "AD KD QD JD 10D 9D 8D 7D 6D 5D JK 4D 4H"
      And N holds "AS KS QS JS 10S 9S 5C 6C 7C 8C"
      And it is S's turn

    Scenario: A discard by the player who called first is refused
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7D, W pass"
      When the action "N discard 5C 6C 7C" is taken
      Then the action is refused under KITTY-01
      And N holds "AS KS QS JS 10S 9S 5C 6C 7C 8C"
      And it is S's turn

  @KITTY-02
  Rule: KITTY-02 The contractor puts aside three cards face down

    Scenario: The joker found in the kitty may be kept and three dealt cards put aside
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7D, W pass"
      When the action "S discard 5D 6D 7D" is taken
      Then the action is accepted
      And S holds "AD KD QD JD 10D 9D 8D JK 4D 4H"

    Scenario: A card of another player's hand cannot be put aside
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7D, W pass"
      When the action "S discard AS 4D 4H" is taken
      Then the action is refused under KITTY-02
      And S holds "AD KD QD JD 10D 9D 8D 7D 6D 5D JK 4D 4H"
      And N holds "AS KS QS JS 10S 9S 5C 6C 7C 8C"

    @DECIDE-20
    Scenario: The cards put aside take no part in the play
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7D, W pass, S discard 4D 4H 5D"
      When the action "S play 4D" is taken
      Then the action is refused under DECIDE-20
      And the legal plays are "JK AD KD QD JD 10D 9D 8D 7D 6D"

  @KITTY-04
  Rule: KITTY-04 Exactly three cards are discarded, leaving ten

    Scenario: The exchange is made once: a second discard is refused and the contractor keeps ten cards
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7D, W pass, S discard 5D 6D 7D"
      When the action "S discard 8D 9D 10D" is taken
      Then the action is refused
      And S holds "AD KD QD JD 10D 9D 8D JK 4D 4H"
      And it is S's turn

  @KITTY-03
  Rule: KITTY-03 The exchange comes before play, in every kind of contract

    Scenario: A lead before the discard is refused and the contractor still holds thirteen cards
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7D, W pass"
      When the action "S play AD" is taken
      Then the action is refused under KITTY-03
      And S holds 13 cards
      And it is S's turn

    @DECIDE-13 @JOKER-05
    Scenario: At no trumps a nomination before the discard is refused
      Given the deal "n-joker-no-red"
      And the actions "N bid 7NT, E pass, S pass, W pass"
      When the action "N nominate H" is taken
      Then the action is refused under JOKER-05
      And N holds "JK AS KS 6S 5S 9C 8C 7C 6C 5C 5D 4D 4H"
      And everyone sees that the joker is not nominated

    Scenario: An open-misère contractor makes the exchange too and may put the joker aside
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid OMIS, W pass"
      When the action "S discard JK AD KD" is taken
      Then the action is accepted
      And S holds "QD JD 10D 9D 8D 7D 6D 5D 4D 4H"
      And the legal plays are "QD JD 10D 9D 8D 7D 6D 5D 4D 4H"

    Scenario: Once the discard is made the contractor leads in a trump contract
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7D, W pass"
      When the action "S discard 4H 5D 6D" is taken
      Then it is S's turn
      And the legal plays are "JK AD KD QD JD 10D 9D 8D 7D 4D"

  @DECIDE-38
  Rule: DECIDE-38 The hand after the exchange is the hand before, plus the kitty, less the discard

    Scenario: S keeps the joker, puts aside the kitty's red fours and a dealt card, and holds ten
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7D, W pass"
      When the action "S discard 4D 4H 5D" is taken
      Then S holds "AD KD QD JD 10D 9D 8D 7D 6D JK"
      And the kitty is "JK 4D 4H"

    Scenario: N at 7NT puts the kitty straight back and holds the dealt hand
      Given the deal "n-joker-no-red"
      And the actions "N bid 7NT, E pass, S pass, W pass"
      When the action "N discard 5D 4D 4H" is taken
      Then N holds "JK AS KS 6S 5S 9C 8C 7C 6C 5C"
      And the kitty is "5D 4D 4H"

  @DECIDE-13 @JOKER-05
  Rule: DECIDE-13 The contractor holding the joker at no trumps or in misère answers the nomination once the discard is made

    Scenario: At no trumps the joker taken from the kitty is to be nominated once the discard is made
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7NT, W pass"
      When the action "S discard 5D 6D 7D" is taken
      Then the action is accepted
      And it is S's turn
      And the legal actions are "S nominate none, S nominate S, S nominate C, S nominate D, S nominate H"

    Scenario: In open misère the joker taken from the kitty is to be nominated once the discard is made
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid OMIS, W pass"
      When the action "S discard AD KD QD" is taken
      Then the action is accepted
      And the legal actions are "S nominate none, S nominate S, S nominate C, S nominate D, S nominate H"

    Scenario: A lead before the nomination is refused
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7NT, W pass, S discard 5D 6D 7D"
      When the action "S play AD" is taken
      Then the action is refused under DECIDE-13
      And S holds "AD KD QD JD 10D 9D 8D JK 4D 4H"
      And the legal actions are "S nominate none, S nominate S, S nominate C, S nominate D, S nominate H"

    @DECIDE-14
    Scenario: The suit named may be one the contractor does not hold, and the contractor then leads
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7NT, W pass, S discard 5D 6D 7D"
      When the action "S nominate C" is taken
      Then the action is accepted
      And everyone sees the joker nominated as C
      And it is S's turn
      And the legal plays are "JK AD KD QD JD 10D 9D 8D 4D 4H"

    Scenario: Declining to name a suit leaves the joker suitless, and the contractor then leads
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7NT, W pass, S discard 5D 6D 7D"
      When the action "S nominate none" is taken
      Then the action is accepted
      And everyone sees that the joker is not nominated
      And it is S's turn

    Scenario: In a trump contract the joker taken from the kitty is the top trump and nothing is asked
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7D, W pass, S discard 5D 6D 7D"
      When the action "S nominate D" is taken
      Then the action is refused under JOKER-05
      And the legal plays are "JK AD KD QD JD 10D 9D 8D 4D 4H"

    Scenario: A contractor at no trumps who puts the joker aside is not asked
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7NT, W pass"
      When the action "S discard JK 4D 4H" is taken
      Then the action is accepted
      And it is S's turn
      And the legal plays are "AD KD QD JD 10D 9D 8D 7D 6D 5D"

    Scenario: A defender who holds the joker at no trumps is never asked
      Given the deal "n-joker-no-red"
      And the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H"
      When the action "N nominate H" is taken
      Then the action is refused under JOKER-05
      And it is E's turn
      And the legal plays are "AC KC QC AH KH QH JH AD KD 7S"

    Scenario: The nomination is answered once: a second one is refused
      Given the deal "n-joker-no-red"
      And the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate S"
      When the action "N nominate H" is taken
      Then the action is refused under JOKER-05
      And everyone sees the joker nominated as S
      And it is N's turn

    @DECIDE-37
    Scenario: At no trumps a joker put aside by the contractor is on record as not nominated
      Given the deal "one-suit-each"
      And the actions "N pass, E pass, S bid 7NT, W pass"
      When the action "S discard JK 4D 4H" is taken
      Then everyone sees that the joker is not nominated

    @DECIDE-37
    Scenario: At no trumps a joker held by a defender is on record as not nominated once the discard is made
      Given the deal "n-joker-no-red"
      When the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H" are taken
      Then everyone sees that the joker is not nominated
      And it is E's turn

    @DECIDE-37
    Scenario: In open misère a joker held by the partner who sits out is on record as not nominated
      Given the deal "n-joker-no-red"
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard 5D 4D 4H" are taken
      Then everyone sees that the joker is not nominated
      And it is S's turn
