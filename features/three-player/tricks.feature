@three-player
Feature: Leading and the trick of three cards, played from the deal
  Whoever is on lead may lead any card held, and a trick is complete once
  each of the three players has played to it.

  In the deal "three-player-one-suit-each" P3 deals, so P1 calls first; P1
  holds spades with 7C 8C, P2 hearts with 7D 8D, P3 clubs and diamonds, and
  the widow is JK 10D 9D. P1 becomes contractor at 7S and puts aside
  10D 9D 8C, keeping the joker; with spades trumps P3's JC is the left bower,
  a trump.

  Background:
    Given the deal "three-player-one-suit-each"
    And the actions "P1 bid 7S, P2 pass, P3 pass, P1 discard 10D 9D 8C"

  @PLAY-02
  Rule: PLAY-02 Any card may be led

    Scenario Outline: The contractor may lead <card>
      When the action "P1 play <card>" is taken
      Then the action is accepted
      And it is P2's turn

      Examples:
        | card |
        | 7C   |
        | JK   |
        | 7S   |

    Scenario: Every card of the contractor's hand is a legal lead
      Then it is P1's turn
      And the legal plays are "AS KS QS JS 10S 9S 8S 7S 7C JK"

  @PLAY-08
  Rule: PLAY-08 Each trick has one card per active player

    Scenario: After two cards the trick waits for P3
      When the actions "P1 play 7C, P2 play 7D" are taken
      Then it is P3's turn
      And the legal plays are "AC KC QC 10C 9C"

    Scenario: The trick is complete after three cards and its winner leads
      When the actions "P1 play 7C, P2 play 7D, P3 play AC" are taken
      Then trick 1 holds "7C 7D AC"
      And trick 1 is won by P3
      And it is P3's turn

    Scenario: Each of two tricks holds three cards
      When the actions "P1 play 7C, P2 play 7D, P3 play AC, P3 play AD, P1 play AS, P2 play 8D" are taken
      Then trick 2 holds "AD AS 8D"
      And trick 2 is won by P1
      And it is P1's turn

  @PLAY-03
  Rule: PLAY-03 Follow suit if able, by the card's effective suit

    @RANK-03
    Scenario: On a trump lead P3 must follow with the left bower, P3's only trump
      When the actions "P1 play AS, P2 play 7D" are taken
      Then it is P3's turn
      And the legal plays are "JC"

    @RANK-03
    Scenario: On a club lead the left bower is not a club and may not be played
      Given the actions "P1 play 7C, P2 play 7D"
      When the action "P3 play JC" is taken
      Then the action is refused under PLAY-03
      And it is P3's turn

    Scenario: On a diamond lead P2 must follow with the last diamond
      When the actions "P1 play 7C, P2 play 7D, P3 play AC, P3 play AD, P1 play 7S" are taken
      Then it is P2's turn
      And the legal plays are "8D"

  @PLAY-04
  Rule: PLAY-04 A void player may play anything

    Scenario Outline: A player who cannot follow <lead> may play any card
      When the actions "<actions>" are taken
      Then it is <seat>'s turn
      And the legal plays are "<cards>"

      Examples:
        | lead     | actions                                  | seat | cards                                  |
        | the 7C   | P1 play 7C                               | P2   | AH KH QH JH 10H 9H 8H 7H 7D 8D         |
        | the AS   | P1 play AS                               | P2   | AH KH QH JH 10H 9H 8H 7H 7D 8D         |
        | the AD   | P1 play 7C, P2 play 7D, P3 play AC, P3 play AD | P1   | AS KS QS JS 10S 9S 8S 7S JK      |

  @PLAY-06
  Rule: PLAY-06 The winner of a trick leads the next

    Scenario: P3, who took trick 1 with AC, leads trick 2
      When the actions "P1 play 7C, P2 play 7D, P3 play AC" are taken
      Then it is P3's turn
      And the legal plays are "KC QC JC 10C 9C AD KD QD JD"

    Scenario: A lead to trick 2 by a player who did not take trick 1 is refused
      Given the actions "P1 play 7C, P2 play 7D, P3 play AC"
      When the action "P1 play AS" is taken
      Then the action is refused
      And it is P3's turn

    Scenario: P1, who trumped trick 2, leads trick 3
      When the actions "P1 play 7C, P2 play 7D, P3 play AC, P3 play AD, P1 play 7S, P2 play 8D" are taken
      Then trick 2 is won by P1
      And it is P1's turn

  @JOKER-03 @DECIDE-19
  Rule: JOKER-03 Leading the joker leads trumps

    Scenario: On the joker's lead P3 must answer with the left bower
      When the actions "P1 play JK, P2 play 7D" are taken
      Then it is P3's turn
      And the legal plays are "JC"

    Scenario: On the joker's lead P2, holding no trump, may play any card
      When the actions "P1 play JK" are taken
      Then it is P2's turn
      And the legal plays are "AH KH QH JH 10H 9H 8H 7H 7D 8D"
