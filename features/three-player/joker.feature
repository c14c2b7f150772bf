@three-player
Feature: The joker with three players
  With a trump suit the joker is the highest trump, above the right and left
  bowers, and follows suit as a trump. At no trumps nobody nominates it: it
  has no suit until it is played and no card beats it. On another player's
  lead it may be played only by a player who cannot follow. Whoever leads it
  names a suit, any suit at all, even one already led, and the others must
  follow that suit if they can.

  In this deal P2 holds the joker. In the no-trump scenarios either P2 is
  contractor at 6NT and discards 9S 8S 7C, so P2 leads holding
  JK AD KD QD JD 10D AH KH 9H 8H, or P1 is contractor at 6NT and discards
  7D 7H 7C, leading from AS KS QS JS 10S AC KC QC 9H 8H while P2 defends with
  the joker.

  Background:
    Given the deal "three-player-p2-joker"

  @JOKER-14 @DECIDE-16
  Rule: JOKER-14 Three-player no trumps, the joker is suitless and named when led

    Scenario: P2 leads the joker as a diamond; the others follow with diamonds and the joker wins
      Given the actions "P1 pass, P2 bid 6NT, P3 pass, P2 discard 9S 8S 7C"
      When the action "P2 play JK D" is taken
      Then the action is accepted
      And the legal plays are "9D 8D"
      When the actions "P3 play 9D" are taken
      Then the legal plays are "7D"
      When the actions "P1 play 7D" are taken
      Then trick 1 is won by P2
      And it is P2's turn

    Scenario: The joker led as a spade beats the ace of spades
      Given the actions "P1 pass, P2 bid 6NT, P3 pass, P2 discard 9S 8S 7C"
      When the actions "P2 play JK S, P3 play 7S" are taken
      Then the legal plays are "AS KS QS JS 10S"
      When the actions "P1 play AS" are taken
      Then trick 1 is won by P2

    Scenario: The leader may name a suit they do not hold
      Given the actions "P1 pass, P2 bid 6NT, P3 pass, P2 discard 9S 8S 7C"
      When the action "P2 play JK C" is taken
      Then the action is accepted
      And the legal plays are "JC 10C 9C 8C"

    Scenario: The leader may name any of the four suits
      Given the actions "P1 pass, P2 bid 6NT, P3 pass, P2 discard 9S 8S 7C"
      Then the legal actions are "P2 play JK S, P2 play JK C, P2 play JK D, P2 play JK H, P2 play AD, P2 play KD, P2 play QD, P2 play JD, P2 play 10D, P2 play AH, P2 play KH, P2 play 9H, P2 play 8H"

    Scenario: The joker may be led naming a suit that has already been led
      Given the actions "P1 pass, P2 bid 6NT, P3 pass, P2 discard 9S 8S 7C"
      And the actions "P2 play AD, P3 play 9D, P1 play 7D"
      When the action "P2 play JK D" is taken
      Then the action is accepted
      And the legal plays are "8D"

    Scenario: A player void in the named suit may play any card
      Given the actions "P1 pass, P2 bid 6NT, P3 pass, P2 discard 9S 8S 7C"
      When the actions "P2 play JK H, P3 play QH" are taken
      Then the legal plays are "7H"
      When the actions "P1 play 7H" are taken
      Then trick 1 is won by P2

    Scenario: Leading the joker without naming a suit is refused
      Given the actions "P1 pass, P2 bid 6NT, P3 pass, P2 discard 9S 8S 7C"
      When the action "P2 play JK" is taken
      Then the action is refused under JOKER-14
      And it is P2's turn

    Scenario: Nobody nominates the joker: play starts straight after the discard
      Given the actions "P1 pass, P2 bid 6NT, P3 pass, P2 discard 9S 8S 7C"
      Then everyone sees that the joker is not nominated
      And it is P2's turn

    Scenario: A nomination by the contractor holding the joker is refused
      Given the actions "P1 pass, P2 bid 6NT, P3 pass, P2 discard 9S 8S 7C"
      When the action "P2 nominate D" is taken
      Then the action is refused under JOKER-14

    Scenario: The joker may not go on a heart lead while its holder has hearts
      Given the actions "P1 bid 6NT, P2 pass, P3 pass, P1 discard 7D 7H 7C, P1 play 9H"
      When the action "P2 play JK" is taken
      Then the action is refused under JOKER-14
      And the legal plays are "AH KH"

    Scenario: The joker may not go on a spade lead while its holder has spades
      Given the actions "P1 bid 6NT, P2 pass, P3 pass, P1 discard 7D 7H 7C, P1 play AS"
      When the action "P2 play JK" is taken
      Then the action is refused under JOKER-14
      And the legal plays are "9S 8S"

    Scenario: A player void in the suit led may play the joker, which wins
      Given the actions "P1 bid 6NT, P2 pass, P3 pass, P1 discard 7D 7H 7C, P1 play AC"
      Then the legal plays are "JK AD KD QD JD 10D AH KH 9S 8S"
      When the action "P2 play JK" is taken
      Then the action is accepted
      And the legal plays are "JC 10C 9C 8C"
      When the actions "P3 play JC" are taken
      Then trick 1 is won by P2
      And it is P2's turn

    Scenario: A player void in the suit led may keep the joker back
      Given the actions "P1 bid 6NT, P2 pass, P3 pass, P1 discard 7D 7H 7C, P1 play AC"
      When the actions "P2 play 10D, P3 play 8C" are taken
      Then trick 1 is won by P1
      And P2 holds "JK AD KD QD JD AH KH 9S 8S"

  @RANK-07
  Rule: RANK-07 Joker as the sole trump at no trumps

    Scenario: At no trumps the joker belongs to no suit
      Given the contract is "7NT"
      Then the card JK counts as suit none
      And the card JD counts as suit D
      And the card JH counts as suit H

    Scenario Outline: The joker takes any trick it is played to
      Given the contract is "7NT"
      Then the trick "<cards>" is won by the card JK

      Examples:
        | cards      |
        | AC JK 8C   |
        | AS KS JK   |
        | JK:D AD 9D |
        | JK:H 7S 8C |

  @RANK-05
  Rule: RANK-05 No bowers at no trumps or in misère

    Scenario: At no trumps the jacks rank between the queen and the 10
      Given the contract is "8NT"
      Then the trick "10C JC 9C" is won by the card JC
      And the trick "JC QC 10C" is won by the card QC
      And the trick "JD JH AD" is won by the card AD

  @JOKER-01
  Rule: JOKER-01 The joker tops the trump suit

    Scenario: Diamonds trumps: the joker beats the right bower, which beats the left bower
      Given the contract is "7D"
      Then the trick "JD JK JH" is won by the card JK
      And the trick "JH JD AD" is won by the card JD
      And the trick "AD JH 7D" is won by the card JH
      And the trick "AH 7D KH" is won by the card 7D

  @JOKER-02 @DECIDE-19
  Rule: JOKER-02 With a trump suit, the joker obeys follow-suit as a trump

    Scenario: A heart lead with diamonds trumps: the left bower is not a heart
      Given the actions "P1 pass, P2 bid 6D, P3 pass, P2 discard 9S 8S 7C, P2 play AH"
      Then the legal plays are "QH 10H"

    Scenario: A player holding the suit led may not play the joker as a trump
      Given the actions "P1 bid 6S, P2 pass, P3 pass, P1 discard 7D 7H 7C, P1 play 9H"
      When the action "P2 play JK" is taken
      Then the action is refused under JOKER-02
      And the legal plays are "AH KH"

  @JOKER-03
  Rule: JOKER-03 Leading the joker leads trumps

    Scenario: Diamonds trumps: the joker is led and trumps must follow, the left bower included
      Given the actions "P1 pass, P2 bid 6D, P3 pass, P2 discard 9S 8S 7C"
      When the action "P2 play JK" is taken
      Then the action is accepted
      And the legal plays are "JH 9D 8D"
      When the actions "P3 play JH" are taken
      Then the legal plays are "7D"
      When the actions "P1 play 7D" are taken
      Then trick 1 is won by P2
