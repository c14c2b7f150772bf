@australian @three-player
Feature: Who deals after a thrown-in hand
  C-19: when a hand is thrown in because everyone passed, the deal passes to the left as after
  any hand (reading A, this spec, DEALER-03); under ref:same-dealer-redeals the same player deals
  again. A hand that was played passes the deal to the left under either reading.

  @C-19 @DEALER-03
  Rule: DEALER-03 The dealer after a thrown-in hand

    Scenario Outline: Without the option the deal passes left after a thrown-in hand
      Given the scores are "<scores>" with <dealer> to deal
      When the hand is thrown in
      Then it is <next>'s deal
      And the scores are "<scores>"

      Examples:
        | variant      | scores               | dealer | next |
        | australian   | NS 40, EW 0          | W      | N    |
        | three-player | P1 0, P2 40, P3 0    | P3     | P1   |

    @option:ref:same-dealer-redeals
    Scenario Outline: The same player deals again after a thrown-in hand
      Given the scores are "<scores>" with <dealer> to deal
      When the hand is thrown in
      Then it is <dealer>'s deal
      And the scores are "<scores>"

      Examples:
        | variant      | scores               | dealer |
        | australian   | NS 40, EW 0          | W      |
        | australian   | NS 0, EW 0           | N      |
        | three-player | P1 0, P2 40, P3 0    | P3     |
        | three-player | P1 0, P2 0, P3 0     | P2     |

    @option:ref:same-dealer-redeals
    Scenario Outline: A hand played out still passes the deal left
      Given the scores are "<before>" with <dealer> to deal
      When the hand is played as "<contract>" by <contractor> with tricks won by "<winners>"
      Then it is <next>'s deal
      And the scores are "<after>"

      Examples:
        | variant      | before            | dealer | contract | contractor | winners                       | after              | next |
        | australian   | NS 0, EW 0        | W      | 6S       | N          | N N N N N N E E E E           | NS 40, EW 40       | N    |
        | three-player | P1 0, P2 0, P3 0  | P3     | 6S       | P1         | P1 P1 P1 P1 P1 P1 P2 P2 P3 P3 | P1 40, P2 20, P3 20 | P1   |
