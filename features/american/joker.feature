@american
Feature: The joker in the American game
  The joker works as in the Australian game (DECIDE-40). With a trump suit it
  is the highest trump, follows suit as one, and leading it leads trumps.
  Without trumps a contractor who holds it after the exchange nominates a
  suit for it or none; nominated, it is the top card of that suit; left
  suitless, it may not be played while its holder can follow, wins any trick
  it goes on, must be played by a holder who cannot follow in a nullo, and is
  led by naming a suit nobody has led yet, which is no longer possible once
  all four suits have been led, before trick 10.

  W deals. N holds the joker, no heart and no diamond; E has the top clubs,
  hearts and diamonds. Whoever becomes contractor puts the kitty 5D 4D 4H
  straight back. With the one round of calls N is contractor at 7NT after "N
  bid 7NT, E pass, S pass, W pass", and in a nullo after "N bid MIS, E pass,
  S pass, W pass", with S sitting out; W plays a nullo after "N pass, E bid
  7S, S pass, W bid MIS", with E sitting out.

  Background:
    Given the deal "n-joker-no-red"

  @DECIDE-19 @JOKER-02 @JOKER-03
  Rule: DECIDE-19 The joker follows as a trump in every variant

    Scenario: On a heart lead the joker is the only card of a holder with no other trump
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5D 4D 4H, E play AH, S play 10H, W play 8H"
      Then the legal plays are "JK"

    Scenario: The joker leads trumps in a spade contract
      Given the actions "N bid 7S, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "7S"

  @JOKER-04 @JOKER-05 @DECIDE-13 @DECIDE-14 @DECIDE-18
  Rule: JOKER-05 The contractor may nominate the joker's suit

    Scenario: At no trumps the contractor holding the joker chooses its status before the lead
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H"
      Then it is N's turn
      And the legal actions are "N nominate none, N nominate S, N nominate C, N nominate D, N nominate H"

    Scenario: The nullo contractor holding the joker chooses its status before the lead
      Given the actions "N bid MIS, E pass, S pass, W pass, N discard 5D 4D 4H"
      Then the legal actions are "N nominate none, N nominate S, N nominate C, N nominate D, N nominate H"

    Scenario: The contractor nominates a suit in which they hold no card
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "N nominate H" is taken
      Then the action is accepted
      And everyone sees the joker nominated as H

    Scenario: A joker left suitless cannot be nominated later
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none"
      When the action "N nominate H" is taken
      Then the action is refused under JOKER-05
      And everyone sees that the joker is not nominated

    Scenario: A nomination by the contractor's partner is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H"
      When the action "S nominate H" is taken
      Then the action is refused under JOKER-05

  @DECIDE-15
  Rule: DECIDE-15 A nominated joker behaves as a card of its suit

    Scenario: The joker nominated as a heart is led as a heart and the others follow hearts
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate H"
      When the action "N play JK" is taken
      Then the action is accepted
      And the legal plays are "AH KH QH JH"

  @JOKER-06 @JOKER-07 @JOKER-09
  Rule: JOKER-07 No suitless joker while the led suit can be followed

    Scenario: The contractor holding spades may not play the suitless joker on a spade lead
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, S play JC, W play 10C, E play 7S, S play 8S, W play 5H"
      When the action "N play JK" is taken
      Then the action is refused under JOKER-07

    Scenario: The contractor with no heart may keep the joker or play it on a heart lead
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, S play JC, W play 10C, E play AH, S play 10H, W play 8H"
      Then the legal plays are "JK AS KS 6S 5S 9C 8C 7C 6C"
      When the action "N play JK" is taken
      Then trick 2 is won by N

  @JOKER-08 @DECIDE-24
  Rule: JOKER-08 In misère a void holder must play the suitless joker

    Scenario: In W's nullo a defender with no heart has only the joker to play on a heart lead
      Given the actions "N pass, E bid 7S, S pass, W bid MIS, W discard 5D 4D 4H, W play 5H"
      Then it is N's turn
      And the legal plays are "JK"

    Scenario: The defender's forced joker takes the trick
      Given the actions "N pass, E bid 7S, S pass, W bid MIS, W discard 5D 4D 4H, W play 5H"
      When the actions "N play JK, S play 9H" are taken
      Then trick 1 is won by N

  @JOKER-10 @DECIDE-16 @DECIDE-17
  Rule: JOKER-10 A led suitless joker must name a fresh suit

    Scenario: The suitless joker leads trick 1 naming diamonds and the others follow diamonds
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none"
      When the action "N play JK D" is taken
      Then the action is accepted
      And the legal plays are "AD KD"

    Scenario: Naming spades after a spade lead is refused
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play AS, E play 7S, S play 8S, W play 5H"
      When the action "N play JK S" is taken
      Then the action is refused under JOKER-10

    Scenario: Hearts thrown on a spade lead do not count as led and may be named
      Given the actions "N bid 7NT, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play AS, E play 7S, S play 8S, W play 5H"
      When the action "N play JK H" is taken
      Then the action is accepted

  @JOKER-11
  Rule: JOKER-11 After all four suits are led, no joker lead before trick 10

    Scenario: A defender on lead after all four suits have been led may not lead the joker
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5D 4D 4H, E play AC, S play JC, W play 10C, N play 5C, E play AH, S play 9H, W play 5H, N play 6C, E play AD, S play 6D, W play 8D, N play 7C, E play 7S, S play 8S, W play 6H, N play AS"
      Then the legal plays are "KS 6S 5S 9C 8C"
      When the action "N play JK D" is taken
      Then the action is refused under JOKER-11

  @JOKER-12 @JOKER-13
  Rule: JOKER-12 A misère contractor may nominate the joker to shed it safely

    Scenario: The nullo contractor's joker nominated as a spade, thrown on a heart lead, loses
      Given the actions "N bid MIS, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate S, N play 5C, E play AC, W play 10C, E play AH, W play 8H"
      When the action "N play JK" is taken
      Then the action is accepted
      And trick 2 is won by E
      And it is E's turn

    Scenario: Left suitless, the joker forced onto a heart lead wins it and the nullo is lost
      Given the actions "N bid MIS, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, W play 10C, E play AH, W play 8H"
      When the action "N play JK" is taken
      Then trick 2 is won by N
      And the contract is lost
      And the hand scores "NS -250, EW 0"

  @DECIDE-21
  Rule: DECIDE-21 What players can see in a misère

    Scenario: In a plain nullo no hand is put on view
      Given the actions "N bid MIS, E pass, S pass, W pass, N discard 5D 4D 4H, N nominate none, N play 5C, E play AC, W play 10C"
      Then the contractor's hand is not exposed
      And S holds "QS JS 10S 9S 8S JC 10H 9H 7D 6D"

  @DECIDE-41 @PLAY-07
  Rule: DECIDE-41 A suitless joker led to the last trick after all four suits may name any suit

    Scenario: At 7NT the joker kept to the end leads trick 10 naming spades, already led
      Given the position "n-7nt-trick-10"
      Then the legal plays are "JK"
      When the actions "N play JK S, E play QC, S play 9C, W play 8H" are taken
      Then the action is accepted
      And trick 10 is won by N
      And the tricks won are "NS 10, EW 0"
