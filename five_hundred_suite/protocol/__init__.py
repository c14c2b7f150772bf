"""The adapter protocol: how the suite talks to an implementation in any language.

* :mod:`.messages`: version 1 of the JSON-lines protocol, its commands and encoding, and the errors of
  a misbehaving implementation (:class:`~.messages.ImplementationError` and its kin);
* :mod:`.validation`: the checks of every request and answer against the protocol's JSON Schemas;
* :mod:`.tables`: the generated parts of the implementers' contract, ``spec/pages/protocol.md``
  (options, first dealer, game-end reasons), rewritten by :mod:`five_hundred_suite.docgen`;
* :mod:`.program`: :class:`~.program.SubprocessImplementation`, an implementation that is another
  program, spoken to over the protocol; :mod:`.connection` writes its requests and reads and checks
  the answers, restarting or giving up on the program after a failure; :mod:`.child` starts, reads
  and stops that program.

The served reference engine, the model answer for any adapter, is :mod:`five_hundred_suite.serve`.
"""
