"""Quickstart: register an agent, record one decision cycle, read it back.

    LEDGER_ENDPOINT=http://127.0.0.1:8080 LEDGER_API_KEY=tlk_... python python/examples/quickstart.py
"""

import os

from trace_ledger import LedgerClient

API_KEY = os.environ["LEDGER_API_KEY"]  # an owner key (see the main README)

# No environment named: "production", whose address comes from LEDGER_ENDPOINT.
agent = LedgerClient.register_agent(api_key=API_KEY, name="quickstart-bot")

with LedgerClient(api_key=API_KEY, agent_id=agent.agent_id) as client:
    session = client.new_session()
    session.submit({"behavior": "Observing", "trigger_type": "market_data", "trigger_source": "price feed"})
    session.submit(
        {
            "behavior": "Thinking",
            "prompt": "ETH is up 12% today. Rebalance?",
            "output_payload": "Yes: sell 10% of the ETH position.",
            "model_invocation": {"provider": "openai", "model_name": "gpt-4o"},
        }
    )
    ack = session.submit({"behavior": "Acting", "action_type": "rebalance", "target_system": "internal-ledger"})
    print(f"stored {ack.record_id} (duplicate: {ack.is_duplicate})")

    fetched = client.get_session(session.id)
    print(f"session {fetched.session_id}: closed={fetched.closed}, steps={[r.behavior for r in fetched.records]}")
