@australian
Feature: The joker at no trumps and in misère
  Without a trump suit the joker has one of two statuses for the whole hand.
  A contractor who still holds it after the kitty exchange must answer, before
  the opening lead, with a suit ("N nominate H") or with no suit at all
  ("N nominate none"); nobody else ever nominates. A nominated joker is the
  top card of its suit and nothing more: it follows that suit, is led like any
  card of it and never wins a trick led in another suit. Otherwise the joker
  is suitless and takes any trick it is played to. It may not be played while
  its holder can follow the suit led; a holder who cannot follow may keep it
  at no trumps but has to play it in misère. It is led by naming a suit that
  nobody has led yet in the hand ("S play JK D" names diamonds), the others
  follow that suit, and once all four suits have been led it can no longer
  be led before trick 10. The variation var:joker-lead-last-only keeps a
  suitless joker from leading any trick before the tenth.

  Each scenario starts from a position after the auction: by its name when
  several scenarios start from it (the positions of features/deals.yaml), or
  written out one field a line: the dealer and the contract ("joker ?" while the contractor is still
  to nominate, "joker H" once the joker is a heart, nothing once it is
  declined), each seat's cards now, the three cards the contractor put back
  ("discards ?" while the contractor, holding the kitty, is still to discard),
  the tricks played (leader first), the trick in progress ("N JK:D" is the
  joker led naming diamonds) and the seat to play. W dealt every hand. In the
  first deal N holds the joker, no heart and no diamond; E has the top clubs,
  hearts and diamonds; W has no spade; whoever became contractor put the
  kitty 5D 4D 4H straight back, and in a misère the contractor's partner sits
  out. In the second deal N holds the joker with the ace and king of every
  suit and leads them out at 7NT.

  @JOKER-04 @american
  Rule: JOKER-04 The joker has one status for the whole hand

    @DECIDE-13
    Scenario: At no trumps the contractor holding the joker chooses its status before the lead
      Given the position "n-7nt-to-nominate"
      Then it is N's turn
      And the legal actions are "N nominate none, N nominate S, N nominate C, N nominate D, N nominate H"

    @DECIDE-13
    Scenario: In misère the contractor holding the joker chooses its status before the lead
      Given the position "n-mis-to-nominate"
      Then it is N's turn
      And the legal actions are "N nominate none, N nominate S, N nominate C, N nominate D, N nominate H"

    @DECIDE-13
    Scenario: Choosing no suit leaves the joker suitless and opens the play
      Given the position "n-7nt-to-nominate"
      When the action "N nominate none" is taken
      Then the action is accepted
      And everyone sees that the joker is not nominated
      And it is N's turn
      And the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C 5C"

    @DECIDE-13
    Scenario Outline: A play before the nomination is refused and the contractor still has to nominate
      Given the position "dealer W, N <contract>, joker ? | N 5S 6S KS AS 5C 6C 7C 8C 9C JK, E 7S QC KC AC KD AD JH QH KH AH, S 8S 9S 10S JS QS JC 6D 7D 9H 10H, W 10C 8D 9D 10D JD QD 5H 6H 7H 8H | discards 4D 5D 4H | - | - | N to play"
      When the action "<play>" is taken
      Then the action is refused under DECIDE-13
      And it is N's turn
      And the legal actions are "N nominate none, N nominate S, N nominate C, N nominate D, N nominate H"
      And N holds "JK AS KS 6S 5S 9C 8C 7C 6C 5C"

      Examples:
        | contract | play        |
        | 7NT      | N play AS   |
        | MIS      | N play JK D |

    @DECIDE-14 @JOKER-05
    Scenario: A joker left suitless cannot be nominated later
      Given the position "n-7nt-suitless-trick-1"
      When the action "N nominate H" is taken
      Then the action is refused under JOKER-05
      And everyone sees that the joker is not nominated

    @DECIDE-14 @JOKER-05
    Scenario: A nominated joker cannot be moved to another suit
      Given the position "n-7nt-joker-h-trick-1"
      When the action "N nominate S" is taken
      Then the action is refused under JOKER-05
      And everyone sees the joker nominated as H

    @DECIDE-37
    Scenario: At no trumps a joker held by a defender is on record as not nominated
      Given the position "e-7nt-trick-1"
      Then everyone sees that the joker is not nominated
      And it is E's turn

    Scenario: A joker left suitless at the start is still suitless at trick 2
      Given the position "n-7nt-suitless-on-hearts"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by N

  @JOKER-05 @american
  Rule: JOKER-05 Only the contractor nominates the joker's suit

    @DECIDE-14
    Scenario: The contractor nominates a suit in which they hold no card
      Given the position "n-7nt-to-nominate"
      When the action "N nominate H" is taken
      Then the action is accepted
      And everyone sees the joker nominated as H
      And it is N's turn

    Scenario: A defender's nomination is refused
      Given the position "n-7nt-to-nominate"
      When the action "E nominate D" is taken
      Then the action is refused under JOKER-05
      And it is N's turn

    @DECIDE-18
    Scenario: A nomination by the contractor's partner is refused
      Given the position "n-7nt-to-nominate"
      When the action "S nominate H" is taken
      Then the action is refused under JOKER-05
      And it is N's turn

    @DECIDE-13
    Scenario: In a trump contract the joker is not nominated
      Given the position "n-7s-trick-1"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C 5C"
      When the action "N nominate S" is taken
      Then the action is refused under JOKER-05

    @DECIDE-13
    Scenario: A contractor without the joker has nothing to nominate
      Given the position "e-7nt-trick-1"
      Then the legal plays are "AC KC QC AH KH QH JH AD KD 7S"
      When the action "E nominate H" is taken
      Then the action is refused under JOKER-05

    @DECIDE-13 @KITTY-03
    Scenario: A contractor who discards the joker is not asked to nominate
      Given the position:
        """
        dealer W, N 7NT
        N 5S 6S KS AS 5C 6C 7C 8C 9C 4D 5D 4H JK,
        E 7S QC KC AC KD AD JH QH KH AH,
        S 8S 9S 10S JS QS JC 6D 7D 9H 10H,
        W 10C 8D 9D 10D JD QD 5H 6H 7H 8H
        discards ?
        -
        -
        N to play
        """
      When the action "N discard JK 5D 4D" is taken
      Then the action is accepted
      And the legal plays are "AS KS 6S 5S 9C 8C 7C 6C 5C 4H"
      When the action "N nominate none" is taken
      Then the action is refused under JOKER-05

  @DECIDE-15 @JOKER-05 @american
  Rule: DECIDE-15 A nominated joker behaves as a card of its suit

    Scenario: A joker nominated as a heart is led without naming a suit and the others follow hearts
      Given the position "n-7nt-joker-h-trick-1"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "AH KH QH JH"

    Scenario: A joker nominated as a heart beats the ace of hearts
      Given the position:
        """
        dealer W, N 7NT, joker H
        N 5S 6S KS AS 5C 6C 7C 8C 9C,
        E 7S QC KC AC KD AD JH QH KH AH,
        S 8S 9S 10S JS QS JC 6D 7D 9H 10H,
        W 10C 8D 9D 10D JD QD 5H 6H 7H 8H
        discards 4D 5D 4H
        -
        N JK
        E to play
        """
      When the actions "E play AH, S play 10H, W play 8H" are taken
      Then the action is accepted
      And trick 1 is won by N

    @JOKER-10
    Scenario: Naming a suit for a nominated joker is refused
      Given the position "n-7nt-joker-h-trick-1"
      When the action "N play JK D" is taken
      Then the action is refused under JOKER-10

    Scenario: On a heart lead the joker nominated as a heart is its holder's only heart
      Given the position "n-7nt-joker-h-on-hearts"
      Then the legal plays are "JK"

    @PLAY-03
    Scenario: Keeping back the joker nominated as a heart on a heart lead is refused
      Given the position "n-7nt-joker-h-on-hearts"
      When the action "N play 9C" is taken
      Then the action is refused under PLAY-03

    Scenario: The joker nominated as a heart takes a trick led with the ace of hearts
      Given the position "n-7nt-joker-h-on-hearts"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by N

    Scenario: A joker nominated as a spade may go on a heart lead by a holder with no heart
      Given the position "n-7nt-joker-s-on-hearts"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C"

    Scenario: A joker nominated as a spade thrown on a heart lead does not win
      Given the position "n-7nt-joker-s-on-hearts"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by E

    Scenario: A joker nominated as a spade is one of its holder's spades on a spade lead
      Given the position:
        """
        dealer W, N 7NT, joker S
        N 5S 6S KS AS 6C 7C 8C 9C JK,
        E QC KC KD AD JH QH KH AH,
        S 9S 10S JS QS 6D 7D 9H 10H,
        W 8D 9D 10D JD QD 6H 7H 8H
        discards 4D 5D 4H
        N 5C AC JC 10C
        E 7S 8S 5H
        N to play
        """
      Then the legal plays are "JK AS KS 6S 5S"

  @JOKER-06 @american
  Rule: JOKER-06 A joker that is not nominated is suitless and wins its trick

    Scenario: The contractor's suitless joker wins a trick led with the ace of hearts
      Given the position "n-7nt-suitless-on-hearts"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by N
      And the tricks won are "NS 1, EW 1"
      And it is N's turn

    Scenario: A defender's joker wins a trick led by the contractor
      Given the position "e-7nt-on-hearts"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 1 is won by N
      And the tricks won are "NS 1, EW 0"

    @DECIDE-18
    Scenario: The joker of the contractor's partner wins over the ace played after it
      Given the position:
        """
        dealer W, S 7NT
        N 5S 6S KS AS 5C 6C 7C 8C 9C JK,
        E 7S QC KC AC KD AD JH QH KH AH,
        S 8S 9S 10S JS QS JC 6D 7D 9H,
        W 10C 8D 9D 10D JD QD 6H 7H 8H
        discards 4D 5D 4H
        -
        S 10H 5H
        N to play
        """
      When the actions "N play JK, E play AH" are taken
      Then the action is accepted
      And trick 1 is won by N
      And the tricks won are "NS 1, EW 0"

    @DECIDE-18 @JOKER-05
    Scenario: The contractor's partner may not nominate the joker
      Given the position:
        """
        dealer W, S 7NT
        N 5S 6S KS AS 5C 6C 7C 8C 9C JK,
        E 7S QC KC AC KD AD JH QH KH AH,
        S 8S 9S 10S JS QS JC 6D 7D 9H 10H,
        W 10C 8D 9D 10D JD QD 5H 6H 7H 8H
        discards 4D 5D 4H
        -
        -
        S to play
        """
      When the action "N nominate H" is taken
      Then the action is refused under JOKER-05
      And everyone sees that the joker is not nominated
      And it is S's turn

  @JOKER-07 @american
  Rule: JOKER-07 No suitless joker while the led suit can be followed

    Scenario: The contractor holding spades has only spades to play on a spade lead
      Given the position "n-7nt-suitless-on-spades"
      Then the legal plays are "AS KS 6S 5S"

    Scenario: The contractor holding spades may not play the suitless joker on a spade lead
      Given the position "n-7nt-suitless-on-spades"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-07
      And it is N's turn

    Scenario: The contractor with no heart may play the suitless joker on a heart lead
      Given the position "n-7nt-suitless-on-hearts"
      When the action "N play JK" is taken
      Then the action is accepted

    Scenario: A defender holding spades may not play the joker on a spade lead
      Given the position:
        """
        dealer W, E 7NT
        N 5S 6S KS AS 5C 6C 7C 8C 9C JK,
        E QC KC AC KD AD JH QH KH AH,
        S 9S 10S JS QS JC 6D 7D 9H 10H,
        W 10C 8D 9D 10D JD QD 6H 7H 8H
        discards 4D 5D 4H
        -
        E 7S 8S 5H
        N to play
        """
      Then the legal plays are "AS KS 6S 5S"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-07

    @DECIDE-18
    Scenario: The contractor's partner holding spades may not play the joker on a spade lead
      Given the position:
        """
        dealer W, S 7NT
        N 5S 6S KS AS 5C 6C 7C 8C 9C JK,
        E 7S QC KC AC KD AD JH QH KH AH,
        S 9S 10S JS QS JC 6D 7D 9H 10H,
        W 10C 8D 9D 10D JD QD 6H 7H 8H
        discards 4D 5D 4H
        -
        S 8S 5H
        N to play
        """
      Then the legal plays are "AS KS 6S 5S"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-07

  @JOKER-08 @DECIDE-24 @american
  Rule: JOKER-08 In misère a holder who cannot follow must play the suitless joker

    Scenario: A defender with no heart has only the joker to play on a heart lead
      Given the position "w-mis-on-hearts"
      Then it is N's turn
      And the legal plays are "JK"

    Scenario: A defender with no heart who keeps the joker back is refused
      Given the position "w-mis-on-hearts"
      When the action "N play 5S" is taken
      Then the action is refused under JOKER-08
      And it is N's turn

    Scenario: The defender's forced joker takes the trick
      Given the position "w-mis-on-hearts"
      When the actions "N play JK, S play 9H" are taken
      Then the action is accepted
      And trick 1 is won by N
      And it is N's turn

    Scenario: The misère contractor with no heart has only the suitless joker to play on a heart lead
      Given the position "n-mis-suitless-on-hearts"
      Then the legal plays are "JK"

    Scenario: The misère contractor who keeps the suitless joker back is refused
      Given the position "n-mis-suitless-on-hearts"
      When the action "N play 9C" is taken
      Then the action is refused under JOKER-08

    @JOKER-07
    Scenario: A defender who can follow the suit led keeps the joker in misère
      Given the position:
        """
        dealer W, W MIS
        N 5S 6S KS AS 5C 6C 7C 8C 9C JK,
        E 7S QC KC AC KD AD JH QH KH AH,
        S 8S 9S 10S JS QS JC 6D 7D 9H 10H,
        W 8D 9D 10D JD QD 5H 6H 7H 8H
        discards 4D 5D 4H
        -
        W 10C
        N to play
        """
      Then the legal plays are "9C 8C 7C 6C 5C"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-07

  @JOKER-09 @american
  Rule: JOKER-09 At no trumps a holder who cannot follow may keep the joker

    Scenario: The contractor with no heart may play the joker or any other card on a heart lead
      Given the position "n-7nt-suitless-on-hearts"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C"

    Scenario: The contractor with no heart keeps the joker and throws a club
      Given the position "n-7nt-suitless-on-hearts"
      When the action "N play 9C" is taken
      Then the action is accepted
      And N holds "JK AS KS 6S 5S 8C 7C 6C"
      And trick 2 is won by E

    Scenario: A defender with no heart keeps the joker and throws a club
      Given the position "e-7nt-on-hearts"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C 5C"
      When the action "N play 5C" is taken
      Then the action is accepted
      And trick 1 is won by E

  @JOKER-10 @DECIDE-16 @american
  Rule: JOKER-10 A suitless joker is led by naming a suit not led before

    Scenario: The suitless joker may lead trick 1 naming diamonds, a suit its holder lacks
      Given the position "n-7nt-suitless-trick-1"
      When the action "N play JK D" is taken
      Then the action is accepted
      And it is E's turn

    Scenario: The others follow the suit named for the joker
      Given the position "n-7nt-joker-led-for-diamonds"
      Then the legal plays are "AD KD"
      When the action "E play KD" is taken
      Then the legal plays are "7D 6D"

    @PLAY-03
    Scenario: Playing another suit while holding the named suit is refused
      Given the position "n-7nt-joker-led-for-diamonds"
      When the action "E play AH" is taken
      Then the action is refused under PLAY-03

    Scenario: The led joker takes the trick over the ace of the named suit
      Given the position "n-7nt-joker-led-for-diamonds"
      When the actions "E play AD, S play 7D, W play QD" are taken
      Then the action is accepted
      And trick 1 is won by N
      And it is N's turn

    Scenario: Leading the suitless joker without naming a suit is refused
      Given the position "n-7nt-suitless-trick-1"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-10
      And it is N's turn

    Scenario: Naming spades after a spade lead is refused
      Given the position "n-7nt-spades-led"
      When the action "N play JK S" is taken
      Then the action is refused under JOKER-10

    @DECIDE-17
    Scenario: Hearts thrown on a spade lead do not count as led and may be named
      Given the position "n-7nt-spades-led"
      When the action "N play JK H" is taken
      Then the action is accepted
      And the legal plays are "AH KH QH JH"

    Scenario: A defender who wins a trick leads the joker naming clubs, and the contractor follows with a club
      Given the position "e-7nt-spades-led"
      When the action "N play JK C" is taken
      Then the action is accepted
      And the legal plays are "AC KC QC"

    Scenario: A defender may not name spades after the contractor led a spade
      Given the position "e-7nt-spades-led"
      When the action "N play JK S" is taken
      Then the action is refused under JOKER-10

  @JOKER-11 @DECIDE-17
  Rule: JOKER-11 Once all four suits have been led the joker leads only trick 10

    Scenario: With three suits led the joker may lead naming the fourth
      Given the position "n-7nt-three-suits-led"
      Then the legal plays are "JK KS QS KC KD AH KH"
      When the action "N play JK H" is taken
      Then the action is accepted

    @JOKER-10
    Scenario: With three suits led the joker may not name one of them
      Given the position "n-7nt-three-suits-led"
      When the action "N play JK C" is taken
      Then the action is refused under JOKER-10

    Scenario: With all four suits led the joker is not among the legal leads at trick 5
      Given the position "n-7nt-four-suits-led"
      Then it is N's turn
      And the legal plays are "KS QS KC KD KH"

    Scenario: With all four suits led a joker lead at trick 5 is refused
      Given the position "n-7nt-four-suits-led"
      When the action "N play JK C" is taken
      Then the action is refused under JOKER-11
      And it is N's turn

    @PLAY-07 @DECIDE-41
    Scenario: The joker, kept to the end, leads trick 10 naming a suit already led
      Given the position "n-7nt-trick-10"
      Then the legal plays are "JK"
      When the actions "N play JK S, E play QC, S play 9C, W play 8H" are taken
      Then the action is accepted
      And trick 10 is won by N
      And the tricks won are "NS 10, EW 0"
      And the hand scores "NS 250, EW 0"

    @DECIDE-15
    Scenario: A joker nominated as a spade leads trick 5 after all four suits have been led
      Given the position:
        """
        dealer W, N 7NT, joker S
        N QS KS KC KD KH JK,
        E 10S JS JC QC QD QH,
        S 7S 8S 8C 9C 10D 10H,
        W 6D 7D 8D 6H 7H 8H
        discards 5S 4D 4H
        N AS 9S 6S 5C,
        N AC 10C 7C 6C,
        N AD JD 9D 5D,
        N AH JH 9H 5H
        -
        N to play
        """
      Then the legal plays are "JK KS QS KC KD KH"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "JS 10S"

    @JOKER-15 @DECIDE-41 @option:var:joker-lead-last-only
    Scenario: Under the lead-last variation the joker leads trick 10
      Given the position "n-7nt-trick-10"
      When the action "N play JK C" is taken
      Then the action is accepted
      And the legal plays are "QC"

  @JOKER-11 @american
  Rule: JOKER-11 The bar after four suits is on leading the joker, not on playing it

    Scenario: A defender on lead after clubs, hearts, diamonds and spades may not lead the joker
      Given the position:
        """
        dealer W, E 7NT
        N 5S 6S KS 8C 9C JK,
        E QC KC KD JH QH KH,
        S 9S 10S JS QS 7D 10H,
        W 9D 10D JD QD 7H 8H
        discards 4D 5D 4H
        E AC JC 10C 5C,
        E AH 9H 5H 6C,
        E AD 6D 8D 7C,
        E 7S 8S 6H AS
        -
        N to play
        """
      Then it is N's turn
      And the legal plays are "KS 6S 5S 9C 8C"
      When the action "N play JK D" is taken
      Then the action is refused under JOKER-11

    Scenario: The fourth suit led at trick 7 bars the joker from leading trick 8
      Given the position:
        """
        dealer W, E 7NT
        N 6S KS JK, E QC JH QH, S 10S JS QS, W 10D JD QD
        discards 4D 5D 4H
        E AC JC 10C 5C, E AH 9H 5H 6C, E AD 6D 8D 7C, E KC 8S 6H 8C,
        E KH 10H 7H 9C, E KD 7D 9D 5S, E 7S 9S 8H AS
        -
        N to play
        """
      Then trick 7 is won by N
      And the legal plays are "KS 6S"
      When the action "N play JK H" is taken
      Then the action is refused under JOKER-11
      And it is N's turn

    Scenario: The same defender may still play the joker on a heart lead at trick 6
      Given the position:
        """
        dealer W, E 7NT
        N 5S 6S KS 9C JK,
        E QC KD JH QH,
        S 10S JS QS 7D,
        W 9D 10D JD QD
        discards 4D 5D 4H
        E AC JC 10C 5C,
        E AH 9H 5H 6C,
        E AD 6D 8D 7C,
        E 7S 8S 6H AS,
        N 8C KC 9S 7H
        E KH 10H 8H
        N to play
        """
      Then the legal plays are "JK KS 6S 5S 9C"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 6 is won by N

  @JOKER-12 @american
  Rule: JOKER-12 A misère contractor may nominate the joker and shed it safely

    Scenario: The misère contractor nominates the joker as a spade
      Given the position "n-mis-to-nominate"
      When the action "N nominate S" is taken
      Then the action is accepted
      And everyone sees the joker nominated as S
      And it is N's turn

    Scenario: With no heart, the misère contractor is free to keep the joker nominated as a spade
      Given the position "n-mis-joker-s-on-hearts"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C"

    Scenario: The joker nominated as a spade thrown on a heart lead loses and the misère goes on
      Given the position "n-mis-joker-s-on-hearts"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by E
      And the tricks won are "NS 0, EW 2"
      And it is E's turn

    Scenario: The joker nominated as a club is thrown on a diamond lead and loses
      Given the position:
        """
        dealer W, N MIS, joker C
        N 6S KS AS 5C 6C 7C 8C 9C JK,
        E QC KC AC KD JH QH KH AH,
        S 8S 9S 10S JS QS JC 6D 7D 9H 10H,
        W 10C 10D JD QD 5H 6H 7H 8H
        discards 4D 5D 4H
        N 5S 7S 8D
        E AD 9D
        N to play
        """
      Then the legal plays are "JK AS KS 6S 9C 8C 7C 6C 5C"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by E
      And the tricks won are "NS 0, EW 2"
      And it is E's turn

  @JOKER-13 @american
  Rule: JOKER-13 A misère contractor who leaves the joker suitless loses the trick it is forced onto

    @DECIDE-13
    Scenario: Leaving the joker suitless does not end the misère before play
      Given the position:
        """
        dealer W, N MIS
        N 5S 6S KS AS 5C 6C 7C 8C 9C JK,
        E 7S QC KC AC KD AD JH QH KH AH,
        S 8S 9S 10S JS QS JC 6D 7D 9H 10H,
        W 10C 8D 9D 10D JD QD 5H 6H 7H 8H
        discards 4D 5D 4H
        -
        -
        N to play
        """
      When the action "N play 5C" is taken
      Then the action is accepted
      And everyone sees that the joker is not nominated
      And it is E's turn

    @JOKER-08
    Scenario: The suitless joker forced onto a heart lead at trick 2 wins it and the misère is lost there
      Given the position "n-mis-suitless-on-hearts"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by N
      And the tricks won are "NS 1, EW 1"
      And the contract is lost
      And the hand scores "NS -250, EW 0"

  @JOKER-15 @DECIDE-23
  Rule: JOKER-15 Variation, a suitless joker leads only trick 10

    @option:var:joker-lead-last-only
    Scenario: Under the variation the suitless joker is not a legal lead at trick 1
      Given the position "n-7nt-suitless-trick-1"
      Then the legal plays are "AS KS 6S 5S 9C 8C 7C 6C 5C"

    @option:var:joker-lead-last-only
    Scenario: Under the variation leading the suitless joker at trick 1 is refused
      Given the position "n-7nt-suitless-trick-1"
      When the action "N play JK D" is taken
      Then the action is refused under JOKER-15
      And it is N's turn

    @option:var:joker-lead-last-only
    Scenario: Under the variation a defender with no heart plays the joker on a heart lead
      Given the position "e-7nt-on-hearts"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 1 is won by N

    @option:var:joker-lead-last-only
    Scenario: Under the variation the joker still leads trick 1 of a trump contract
      Given the position "n-7s-trick-1"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "7S"

    @DECIDE-15 @option:var:joker-lead-last-only
    Scenario: Under the variation a nominated joker still leads trick 1
      Given the position "n-7nt-joker-h-trick-1"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "AH KH QH JH"
