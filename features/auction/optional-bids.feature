@australian
Feature: Blind misère and sans kitty are not part of the default game
  Blind misère (a misère declared before looking at one's cards) and sans
  kitty (a trick bid played without the kitty) exist only as options, and
  this variant does not switch either on. So the auction has no blind misère
  and no bid that leaves the kitty aside: every contractor takes the kitty
  and discards three cards before the lead.

  W deals, so N calls first.

  Background:
    Given the deal "n-joker-top-hearts"

  @DECIDE-06 @BID-16
  Rule: DECIDE-06 Blind misère is unavailable without its option

    Scenario: Blind misère is not among the legal opening calls
      Then the legal bids exclude "BMIS"
      And the legal bids include "OMIS"

    Scenario: Blind misère as N's first call is refused
      When the action "N bid BMIS" is taken
      Then the action is refused under BID-16
      And it is N's turn

  @DECIDE-09 @BID-16
  Rule: DECIDE-09 Nor may blind misère be bid after other calls

    Scenario: Blind misère as E's first call, over 7S, is refused
      Given the actions "N bid 7S"
      When the action "E bid BMIS" is taken
      Then the action is refused under BID-16
      And it is E's turn

    Scenario: Blind misère after the player's own earlier bid is refused
      Given the actions "N bid 6S, E bid 7S, S pass, W pass"
      When the action "N bid BMIS" is taken
      Then the action is refused under BID-16
      And it is N's turn

    Scenario: Open misère, the bid blind misère would rank with, is accepted over 7S
      Given the actions "N bid 7S"
      When the action "E bid OMIS" is taken
      Then the action is accepted

  @BID-17 @DECIDE-10
  Rule: BID-17 Sans kitty is an option, off by default

    Scenario: The opening calls are the bids of the ladder and nothing else
      Then the legal bids are "6S 6C 6D 6H 6NT 7S 7C 7D 7H 7NT 8S 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT"

    Scenario: The contractor of a trick bid takes the kitty
      When the actions "N bid 8H, E pass, S pass, W pass" are taken
      Then N holds "JK JH AH KH QH AS 5S 6C 5C 4D 6H 5H 4H"
      And the kitty is "6H 5H 4H"
      And it is N's turn

    Scenario: The contractor discards three cards and then leads
      Given the actions "N bid 8H, E pass, S pass, W pass"
      When the action "N discard 6C 5C 4D" is taken
      Then the action is accepted
      And N holds "JK JH AH KH QH AS 5S 6H 5H 4H"
      And the legal plays are "JK JH AH KH QH AS 5S 6H 5H 4H"
