@american-45
Feature: Rules shared with the other games that read differently at a 45-card table
  The deal runs in packets of 3 and 2 with the kitty fed twice (DEAL-06), the
  kitty holds five cards, so the contractor, nullo included, holds fifteen
  before laying five away (KITTY-05), and the contractor still makes the
  opening lead (PLAY-01). Every player keeps ten cards, so a hand is still
  ten tricks and a slam is all ten of them (PLAY-07, SCORE-04).

  The pack below is in suit order, spades, clubs, diamonds, hearts, ace to 4,
  then the joker, so that the card each packet takes can be read off.

  @DEAL-06 @DEAL-04 @DECIDE-44
  Rule: DEAL-06 45-card packets go 3, kitty 3, 2, kitty 2, 3, 2

    Scenario: W deals: cards 13 to 15 and 24 to 25 make the kitty, and W's last packet is 4H and the joker
      Given W deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S AC KC QC JC 10C 9C 8C 7C 6C 5C 4C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      Then the kitty is "KC QC JC KD QD"
      And N holds "AS KS QS 10C 9C JD 10D 9D 10H 9H"
      And E holds "JS 10S 9S 8C 7C 8D 7D 6D 8H 7H"
      And S holds "8S 7S 6S 6C 5C 5D 4D AH 6H 5H"
      And W holds "5S 4S AC 4C AD KH QH JH 4H JK"

    Scenario: N deals the same pack: the packets start with E, and the kitty is the same five cards
      Given N deals from the pack "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S AC KC QC JC 10C 9C 8C 7C 6C 5C 4C AD KD QD JD 10D 9D 8D 7D 6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
      Then the kitty is "KC QC JC KD QD"
      And E holds "AS KS QS 10C 9C JD 10D 9D 10H 9H"
      And N holds "5S 4S AC 4C AD KH QH JH 4H JK"

  @KITTY-05 @KITTY-03
  Rule: KITTY-05 A kitty of five is taken up and five cards are discarded

    Scenario: The five kitty cards may go straight back
      Given the deal "n-joker-top-hearts-45"
      And the actions "N bid 8H, E pass, S pass, W pass"
      When the action "N discard 6H 5H 4H 4D 5C" is taken
      Then the action is accepted
      And N holds "JK JH AH KH QH 10H AS 4S 4C 5D"

    Scenario: Five laid away from the hand and the kitty together
      Given the deal "n-joker-top-hearts-45"
      And the actions "N bid 8H, E pass, S pass, W pass"
      When the action "N discard AS 4S 4C 5D 4D" is taken
      Then the action is accepted
      And N holds "JK JH AH KH QH 10H 6H 5H 4H 5C"

  @PLAY-01 @KITTY-05
  Rule: PLAY-01 The contractor makes the opening lead

    Scenario: After laying five away the contractor is on lead
      Given the deal "n-joker-top-hearts-45"
      When the actions "N bid 8H, E pass, S pass, W pass, N discard 4S 4C 5D 4D 5C" are taken
      Then it is N's turn
      And N holds 10 cards

    Scenario: A nullo contractor also takes up five and lays five away, then leads with the partner out
      Given the deal "n-joker-top-hearts-45"
      When the actions "N pass, E pass, S bid MIS, W pass" are taken
      Then S holds 15 cards
      When the action "S discard AD KD QD AC KC" is taken
      Then the action is accepted
      And S holds "JD 9H 7S 6S 5S 6H 5H 4H 4D 5C"
      And the seats in play are "E S W"
      And it is S's turn

  @SCORE-04 @PLAY-07
  Rule: SCORE-04 A slam scores at least 250

    Scenario Outline: All ten tricks are a slam, though the pack has 45 cards
      When N plays "<contract>" and the contractor's side takes 10 tricks
      Then side NS scores <value>
      And side EW scores 0

      Examples:
        | contract | value |
        | 6S       | 250   |
        | 7S       | 250   |
        | 8S       | 250   |
        | 8C       | 260   |
        | 9NT      | 420   |

    Scenario: Nine tricks are no slam
      When N plays "7S" and the contractor's side takes 9 tricks
      Then side NS scores 140
      And side EW scores 10
