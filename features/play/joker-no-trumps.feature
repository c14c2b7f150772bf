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

  W deals, so the auction starts with N. In the first deal N holds the joker,
  no heart and no diamond; E has the top clubs, hearts and diamonds; W has no
  spade. Whoever becomes contractor puts the kitty 5D 4D 4H straight back. N
  is contractor with "N bid 7NT, E pass, S pass, W pass", E with "N pass, E
  bid 7NT, S pass, W pass" and S with "N pass, E pass, S bid 7NT, W pass". N
  plays misère after "N bid 6S, E bid 7S, S pass, W pass, N bid MIS, E pass",
  and W after "N pass, E bid 7S, S pass, W bid MIS, E pass"; the misère
  contractor's partner sits out. In the second deal N holds the joker with
  the ace and king of every suit and leads them out at 7NT.

  @JOKER-04
  Rule: JOKER-04 The joker has one status for the whole hand

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    @DECIDE-13
    Scenario: At no trumps the contractor holding the joker chooses its status before the lead
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H"
      Then it is N's turn
      And the legal actions are "N nominate none, N nominate S, N nominate C, N nominate D, N nominate H"

    @DECIDE-13
    Scenario: In misère the contractor holding the joker chooses its status before the lead
      Given the actions "N bid 6S, E bid 7S, S pass, W pass, N bid MIS, E pass, N discard 5D 4D 4H"
      Then it is N's turn
      And the legal actions are "N nominate none, N nominate S, N nominate C, N nominate D, N nominate H"

    @DECIDE-13
    Scenario: Choosing no suit leaves the joker suitless and opens the play
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "N nominate none" is taken
      Then the action is accepted
      And everyone sees that the joker is not nominated
      And it is N's turn
      And the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C 5C"

    @DECIDE-14
    Scenario: A joker left suitless cannot be nominated later
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none"
      When the action "N nominate H" is taken
      Then the action is refused under JOKER-05
      And everyone sees that the joker is not nominated

    @DECIDE-14
    Scenario: A nominated joker cannot be moved to another suit
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate H"
      When the action "N nominate S" is taken
      Then the action is refused under JOKER-05
      And everyone sees the joker nominated as H

    @DECIDE-37
    Scenario: At no trumps a joker held by a defender is on record as not nominated
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H"
      Then everyone sees that the joker is not nominated
      And it is E's turn

    Scenario: A joker left suitless at the start is still suitless at trick 2
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by N

  @JOKER-05
  Rule: JOKER-05 Only the contractor nominates the joker's suit

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    @DECIDE-14
    Scenario: The contractor nominates a suit in which they hold no card
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "N nominate H" is taken
      Then the action is accepted
      And everyone sees the joker nominated as H
      And it is N's turn

    Scenario: A defender's nomination is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "E nominate D" is taken
      Then the action is refused under JOKER-05
      And it is N's turn

    @DECIDE-18
    Scenario: A nomination by the contractor's partner is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "S nominate H" is taken
      Then the action is refused under JOKER-05
      And it is N's turn

    @DECIDE-13
    Scenario: In a trump contract the joker is not nominated
      Given the actions "N bid 7S, E pass, S pass, W pass, N discard 5D 4D 4H"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C 5C"
      When the action "N nominate S" is taken
      Then the action is refused under JOKER-05

    @DECIDE-13
    Scenario: A contractor without the joker has nothing to nominate
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H"
      Then the legal plays are "AC KC QC AH KH QH JH AD KD 7S"
      When the action "E nominate H" is taken
      Then the action is refused under JOKER-05

    @DECIDE-13 @KITTY-03
    Scenario: A contractor who discards the joker is not asked to nominate
      Given the actions "N bid 7NT, E pass, S pass, W pass"
      When the action "N discard JK 5D 4D" is taken
      Then the action is accepted
      And the legal plays are "AS KS 6S 5S 9C 8C 7C 6C 5C 4H"
      When the action "N nominate none" is taken
      Then the action is refused under JOKER-05

  @DECIDE-15 @JOKER-05
  Rule: DECIDE-15 A nominated joker behaves as a card of its suit

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    Scenario: A joker nominated as a heart is led without naming a suit and the others follow hearts
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate H"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "AH KH QH JH"

    Scenario: A joker nominated as a heart beats the ace of hearts
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate H, N play JK"
      When the actions "E play AH, S play 10H, W play 8H" are taken
      Then the action is accepted
      And trick 1 is won by N

    Scenario: Naming a suit for a nominated joker is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate H"
      When the action "N play JK D" is taken
      Then the action is refused under JOKER-10

    Scenario: On a heart lead the joker nominated as a heart is its holder's only heart
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate H, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      Then the legal plays are "JK"

    Scenario: Keeping back the joker nominated as a heart on a heart lead is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate H, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      When the action "N play 9C" is taken
      Then the action is refused under PLAY-03

    Scenario: The joker nominated as a heart takes a trick led with the ace of hearts
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate H, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by N

    Scenario: A joker nominated as a spade may go on a heart lead by a holder with no heart
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate S, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C"

    Scenario: A joker nominated as a spade thrown on a heart lead does not win
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate S, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by E

    Scenario: A joker nominated as a spade is one of its holder's spades on a spade lead
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate S, N play 5C, E play AC, S play JC, W play 10C, E play 7S, S play 8S, W play 5H"
      Then the legal plays are "JK AS KS 6S 5S"

  @JOKER-06
  Rule: JOKER-06 A joker that is not nominated is suitless and wins its trick

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    Scenario: The contractor's suitless joker wins a trick led with the ace of hearts
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by N
      And the tricks won are "NS 1, EW 1"
      And it is N's turn

    Scenario: A defender's joker wins a trick led by the contractor
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H, E play AH, S play 9H, W play 5H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 1 is won by N
      And the tricks won are "NS 1, EW 0"

    @DECIDE-18
    Scenario: The joker of the contractor's partner wins over the ace played after it
      Given the actions "N pass, E pass, S bid 7NT, W pass, S discard 5D 4D 4H, S play 10H, W play 5H"
      When the actions "N play JK, E play AH" are taken
      Then the action is accepted
      And trick 1 is won by N
      And the tricks won are "NS 1, EW 0"

    @DECIDE-18
    Scenario: The contractor's partner may not nominate the joker
      Given the actions "N pass, E pass, S bid 7NT, W pass, S discard 5D 4D 4H"
      When the action "N nominate H" is taken
      Then the action is refused under JOKER-05
      And everyone sees that the joker is not nominated
      And it is S's turn

  @JOKER-07
  Rule: JOKER-07 No suitless joker while the led suit can be followed

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    Scenario: The contractor holding spades has only spades to play on a spade lead
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, S play JC, W play 10C, E play 7S, S play 8S, W play 5H"
      Then the legal plays are "AS KS 6S 5S"

    Scenario: The contractor holding spades may not play the suitless joker on a spade lead
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, S play JC, W play 10C, E play 7S, S play 8S, W play 5H"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-07
      And it is N's turn

    Scenario: The contractor with no heart may play the suitless joker on a heart lead
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      When the action "N play JK" is taken
      Then the action is accepted

    Scenario: A defender holding spades may not play the joker on a spade lead
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H, E play 7S, S play 8S, W play 5H"
      Then the legal plays are "AS KS 6S 5S"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-07

    @DECIDE-18
    Scenario: The contractor's partner holding spades may not play the joker on a spade lead
      Given the actions "N pass, E pass, S bid 7NT, W pass, S discard 5D 4D 4H, S play 8S, W play 5H"
      Then the legal plays are "AS KS 6S 5S"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-07

  @JOKER-08 @DECIDE-24
  Rule: JOKER-08 In misère a holder who cannot follow must play the suitless joker

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    Scenario: A defender with no heart has only the joker to play on a heart lead
      Given the actions "N pass, E bid 7S, S pass, W bid MIS, E pass, W discard 5D 4D 4H, W play 5H"
      Then it is N's turn
      And the legal plays are "JK"

    Scenario: A defender with no heart who keeps the joker back is refused
      Given the actions "N pass, E bid 7S, S pass, W bid MIS, E pass, W discard 5D 4D 4H, W play 5H"
      When the action "N play 5S" is taken
      Then the action is refused under JOKER-08
      And it is N's turn

    Scenario: The defender's forced joker takes the trick
      Given the actions "N pass, E bid 7S, S pass, W bid MIS, E pass, W discard 5D 4D 4H, W play 5H"
      When the actions "N play JK, S play 9H" are taken
      Then the action is accepted
      And trick 1 is won by N
      And it is N's turn

    Scenario: The misère contractor with no heart has only the suitless joker to play on a heart lead
      Given the actions "N bid 6S, E bid 7S, S pass, W pass, N bid MIS, E pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, W play 10C, E play AH, W play 8H"
      Then the legal plays are "JK"

    Scenario: The misère contractor who keeps the suitless joker back is refused
      Given the actions "N bid 6S, E bid 7S, S pass, W pass, N bid MIS, E pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, W play 10C, E play AH, W play 8H"
      When the action "N play 9C" is taken
      Then the action is refused under JOKER-08

    @JOKER-07
    Scenario: A defender who can follow the suit led keeps the joker in misère
      Given the actions "N pass, E bid 7S, S pass, W bid MIS, E pass, W discard 5D 4D 4H, W play 10C"
      Then the legal plays are "9C 8C 7C 6C 5C"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-07

  @JOKER-09
  Rule: JOKER-09 At no trumps a holder who cannot follow may keep the joker

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    Scenario: The contractor with no heart may play the joker or any other card on a heart lead
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C"

    Scenario: The contractor with no heart keeps the joker and throws a club
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      When the action "N play 9C" is taken
      Then the action is accepted
      And N holds "JK AS KS 6S 5S 8C 7C 6C"
      And trick 2 is won by E

    Scenario: A defender with no heart keeps the joker and throws a club
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H, E play AH, S play 9H, W play 5H"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C 5C"
      When the action "N play 5C" is taken
      Then the action is accepted
      And trick 1 is won by E

  @JOKER-10 @DECIDE-16
  Rule: JOKER-10 A suitless joker is led by naming a suit not led before

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    Scenario: The suitless joker may lead trick 1 naming diamonds, a suit its holder lacks
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none"
      When the action "N play JK D" is taken
      Then the action is accepted
      And it is E's turn

    Scenario: The others follow the suit named for the joker
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play JK D"
      Then the legal plays are "AD KD"
      When the action "E play KD" is taken
      Then the legal plays are "7D 6D"

    Scenario: Playing another suit while holding the named suit is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play JK D"
      When the action "E play AH" is taken
      Then the action is refused under PLAY-03

    Scenario: The led joker takes the trick over the ace of the named suit
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play JK D"
      When the actions "E play AD, S play 7D, W play QD" are taken
      Then the action is accepted
      And trick 1 is won by N
      And it is N's turn

    Scenario: Leading the suitless joker without naming a suit is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-10
      And it is N's turn

    Scenario: Naming spades after a spade lead is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play AS, E play 7S, S play 8S, W play 5H"
      When the action "N play JK S" is taken
      Then the action is refused under JOKER-10

    @DECIDE-17
    Scenario: Hearts thrown on a spade lead do not count as led and may be named
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play AS, E play 7S, S play 8S, W play 5H"
      When the action "N play JK H" is taken
      Then the action is accepted
      And the legal plays are "AH KH QH JH"

    Scenario: A defender who wins a trick leads the joker naming clubs, and the contractor follows with a club
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H, E play 7S, S play 8S, W play 5H, N play AS"
      When the action "N play JK C" is taken
      Then the action is accepted
      And the legal plays are "AC KC QC"

    Scenario: A defender may not name spades after the contractor led a spade
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H, E play 7S, S play 8S, W play 5H, N play AS"
      When the action "N play JK S" is taken
      Then the action is refused under JOKER-10

  @JOKER-11 @DECIDE-17
  Rule: JOKER-11 Once all four suits have been led the joker leads only trick 10

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS QS AC KC AD KD AH KH   |
        | E     | JS 10S 9S QC JC 10C QD JD QH JH |
        | S     | 8S 7S 6S 9C 8C 7C 10D 9D 10H 9H |
        | W     | 6C 5C 8D 7D 6D 5D 8H 7H 6H 5H   |
        | kitty | 5S 4D 4H                        |

    Scenario: With three suits led the joker may lead naming the fourth
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5S 4D 4H, N nominate none, N play AS, E play 9S, S play 6S, W play 5C, N play AC, E play 10C, S play 7C, W play 6C, N play AD, E play JD, S play 9D, W play 5D"
      Then the legal plays are "JK KS QS KC KD AH KH"
      When the action "N play JK H" is taken
      Then the action is accepted

    @JOKER-10
    Scenario: With three suits led the joker may not name one of them
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5S 4D 4H, N nominate none, N play AS, E play 9S, S play 6S, W play 5C, N play AC, E play 10C, S play 7C, W play 6C, N play AD, E play JD, S play 9D, W play 5D"
      When the action "N play JK C" is taken
      Then the action is refused under JOKER-10

    Scenario: With all four suits led the joker is not among the legal leads at trick 5
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5S 4D 4H, N nominate none, N play AS, E play 9S, S play 6S, W play 5C, N play AC, E play 10C, S play 7C, W play 6C, N play AD, E play JD, S play 9D, W play 5D, N play AH, E play JH, S play 9H, W play 5H"
      Then it is N's turn
      And the legal plays are "KS QS KC KD KH"

    Scenario: With all four suits led a joker lead at trick 5 is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5S 4D 4H, N nominate none, N play AS, E play 9S, S play 6S, W play 5C, N play AC, E play 10C, S play 7C, W play 6C, N play AD, E play JD, S play 9D, W play 5D, N play AH, E play JH, S play 9H, W play 5H"
      When the action "N play JK C" is taken
      Then the action is refused under JOKER-11
      And it is N's turn

    @PLAY-07 @DECIDE-41
    Scenario: The joker, kept to the end, leads trick 10 naming a suit already led
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5S 4D 4H, N nominate none, N play AS, E play 9S, S play 6S, W play 5C, N play AC, E play 10C, S play 7C, W play 6C, N play AD, E play JD, S play 9D, W play 5D, N play AH, E play JH, S play 9H, W play 5H, N play KS, E play 10S, S play 7S, W play 6D, N play QS, E play JS, S play 8S, W play 7D, N play KC, E play JC, S play 8C, W play 8D, N play KD, E play QD, S play 10D, W play 6H, N play KH, E play QH, S play 10H, W play 7H"
      Then the legal plays are "JK"
      When the actions "N play JK S, E play QC, S play 9C, W play 8H" are taken
      Then the action is accepted
      And trick 10 is won by N
      And the tricks won are "NS 10, EW 0"
      And the hand scores "NS 250, EW 0"

    @DECIDE-15
    Scenario: A joker nominated as a spade leads trick 5 after all four suits have been led
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5S 4D 4H, N nominate S, N play AS, E play 9S, S play 6S, W play 5C, N play AC, E play 10C, S play 7C, W play 6C, N play AD, E play JD, S play 9D, W play 5D, N play AH, E play JH, S play 9H, W play 5H"
      Then the legal plays are "JK KS QS KC KD KH"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "JS 10S"

    @JOKER-15 @DECIDE-41 @option:var:joker-lead-last-only
    Scenario: Under the lead-last variation the joker leads trick 10
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5S 4D 4H, N nominate none, N play AS, E play 9S, S play 6S, W play 5C, N play AC, E play 10C, S play 7C, W play 6C, N play AD, E play JD, S play 9D, W play 5D, N play AH, E play JH, S play 9H, W play 5H, N play KS, E play 10S, S play 7S, W play 6D, N play QS, E play JS, S play 8S, W play 7D, N play KC, E play JC, S play 8C, W play 8D, N play KD, E play QD, S play 10D, W play 6H, N play KH, E play QH, S play 10H, W play 7H"
      When the action "N play JK C" is taken
      Then the action is accepted
      And the legal plays are "QC"

  @JOKER-11
  Rule: JOKER-11 The bar after four suits is on leading the joker, not on playing it

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    Scenario: A defender on lead after clubs, hearts, diamonds and spades may not lead the joker
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H, E play AC, S play JC, W play 10C, N play 5C, E play AH, S play 9H, W play 5H, N play 6C, E play AD, S play 6D, W play 8D, N play 7C, E play 7S, S play 8S, W play 6H, N play AS"
      Then it is N's turn
      And the legal plays are "KS 6S 5S 9C 8C"
      When the action "N play JK D" is taken
      Then the action is refused under JOKER-11

    Scenario: The same defender may still play the joker on a heart lead at trick 6
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H, E play AC, S play JC, W play 10C, N play 5C, E play AH, S play 9H, W play 5H, N play 6C, E play AD, S play 6D, W play 8D, N play 7C, E play 7S, S play 8S, W play 6H, N play AS, N play 8C, E play KC, S play 9S, W play 7H, E play KH, S play 10H, W play 8H"
      Then the legal plays are "JK KS 6S 5S 9C"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 6 is won by N

  @JOKER-12
  Rule: JOKER-12 A misère contractor may nominate the joker and shed it safely

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    Scenario: The misère contractor nominates the joker as a spade
      Given the actions "N bid 6S, E bid 7S, S pass, W pass, N bid MIS, E pass, N discard 5D 4D 4H"
      When the action "N nominate S" is taken
      Then the action is accepted
      And everyone sees the joker nominated as S
      And it is N's turn

    Scenario: With no heart, the misère contractor is free to keep the joker nominated as a spade
      Given the actions "N bid 6S, E bid 7S, S pass, W pass, N bid MIS, E pass, N discard 5D 4D 4H, N nominate S, N play 5C, E play AC, W play 10C, E play AH, W play 8H"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C"

    Scenario: The joker nominated as a spade thrown on a heart lead loses and the misère goes on
      Given the actions "N bid 6S, E bid 7S, S pass, W pass, N bid MIS, E pass, N discard 5D 4D 4H, N nominate S, N play 5C, E play AC, W play 10C, E play AH, W play 8H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by E
      And the tricks won are "NS 0, EW 2"
      And it is E's turn

  @JOKER-13
  Rule: JOKER-13 A misère contractor who leaves the joker suitless loses the trick it is forced onto

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    @DECIDE-13
    Scenario: Leaving the joker suitless does not end the misère before play
      Given the actions "N bid 6S, E bid 7S, S pass, W pass, N bid MIS, E pass, N discard 5D 4D 4H, N nominate none"
      When the action "N play 5C" is taken
      Then the action is accepted
      And everyone sees that the joker is not nominated
      And it is E's turn

    @JOKER-08
    Scenario: The suitless joker forced onto a heart lead at trick 2 wins it and the misère is lost there
      Given the actions "N bid 6S, E bid 7S, S pass, W pass, N bid MIS, E pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, W play 10C, E play AH, W play 8H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by N
      And the tricks won are "NS 1, EW 1"
      And the contract is lost
      And the hand scores "NS -250, EW 0"

  @JOKER-15 @DECIDE-23
  Rule: JOKER-15 Variation, a suitless joker leads only trick 10

    Background:
      Given W deals these hands:
        | seat  | cards                           |
        | N     | JK AS KS 6S 5S 9C 8C 7C 6C 5C   |
        | E     | AC KC QC AH KH QH JH AD KD 7S   |
        | S     | QS JS 10S 9S 8S JC 10H 9H 7D 6D |
        | W     | 10C 8H 7H 6H 5H QD JD 10D 9D 8D |
        | kitty | 5D 4D 4H                        |

    @option:var:joker-lead-last-only
    Scenario: Under the variation the suitless joker is not a legal lead at trick 1
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none"
      Then the legal plays are "AS KS 6S 5S 9C 8C 7C 6C 5C"

    @option:var:joker-lead-last-only
    Scenario: Under the variation leading the suitless joker at trick 1 is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none"
      When the action "N play JK D" is taken
      Then the action is refused under JOKER-15
      And it is N's turn

    @option:var:joker-lead-last-only
    Scenario: Under the variation a defender with no heart plays the joker on a heart lead
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H, E play AH, S play 9H, W play 5H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 1 is won by N

    @option:var:joker-lead-last-only
    Scenario: Under the variation the joker still leads trick 1 of a trump contract
      Given the actions "N bid 7S, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "7S"

    @option:var:joker-lead-last-only
    Scenario: Under the variation a nominated joker still leads trick 1
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate H"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "AH KH QH JH"
